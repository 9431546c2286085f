import { useQueryClient } from '@tanstack/react-query';
import { siteKeys } from './api.ts';
import { MaintenancePage } from './maintenance-page.tsx';
import { useSiteConfig } from './use-site-config.ts';

/** /m/maintenance: the same page, reachable directly; offers the way home while the site is up. */
export function MaintenanceRoutePage() {
  const config = useSiteConfig().data;
  const queryClient = useQueryClient();
  return (
    <MaintenancePage
      message={config?.maintenance.message}
      siteUp={config ? !config.maintenance.enabled : false}
      onCheckAgain={() => void queryClient.invalidateQueries({ queryKey: siteKeys.all })}
    />
  );
}
