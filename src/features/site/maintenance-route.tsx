import { useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '../../lib/site/api.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { MaintenancePage } from './maintenance-page.tsx';

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
