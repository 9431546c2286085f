import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { locationQueryOptions, siteKeys } from '../../lib/site/api.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { setImageCdns } from '../../pwa/cdn-picker.ts';
import { siteStore } from '../../stores/site.ts';
import { bootGate } from './boot-gate.ts';
import { MaintenancePage } from './maintenance-page.tsx';
import { RegionPage } from './region-page.tsx';
import { Splash } from './splash.tsx';
import { applyTheme } from './theme.ts';

/**
 * The start sequence after the language (SPEC.md section 2): site config and location, then
 * maintenance, region restriction or the app. A failed config call is a translated error with retry.
 */
export function SiteBoot({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  const location = useQuery(locationQueryOptions());
  const { maintenanceSignalled, maintenanceMessage } = useSnapshot(siteStore);
  const queryClient = useQueryClient();
  const data = config.data;

  useEffect(() => {
    if (!data) return;
    setImageCdns(data.imageCDNs);
    applyTheme(data.theme);
  }, [data]);

  const checkAgain = () => {
    siteStore.maintenanceSignalled = false;
    void queryClient.invalidateQueries({ queryKey: siteKeys.all });
  };

  if (maintenanceSignalled) {
    return (
      <MaintenancePage message={maintenanceMessage || data?.maintenance.message} onCheckAgain={checkAgain} />
    );
  }
  if (!data) {
    if (config.isError && !config.isFetching) {
      return <ErrorState fullScreen error={config.error} onRetry={() => void config.refetch()} />;
    }
    return <Splash />;
  }
  // The location only matters while a region restriction is on.
  const needsLocation = data.regionRestriction.enabled && !data.maintenance.enabled;
  if (needsLocation && !location.data) {
    if (location.isError && !location.isFetching) {
      return <ErrorState fullScreen error={location.error} onRetry={() => void location.refetch()} />;
    }
    return <Splash />;
  }

  switch (bootGate(data, location.data ?? null)) {
    case 'maintenance':
      return <MaintenancePage message={data.maintenance.message} onCheckAgain={checkAgain} />;
    case 'region':
      return <RegionPage country={location.data?.country} />;
    case 'app':
      return children;
  }
}
