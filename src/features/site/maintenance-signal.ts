import type { ApiError } from '../../lib/http.ts';
import { CODES } from '../../shared/errors/general.ts';
import { siteStore } from '../../stores/site.ts';

/** Any call answering 503 `system.maintenance` switches the app to the maintenance page. */
export function signalMaintenance(err: ApiError): void {
  if (err.code !== CODES.maintenance) return;
  siteStore.maintenanceSignalled = true;
  // ApiError falls back to the code as its message; only a real operator text is worth showing.
  siteStore.maintenanceMessage = err.message !== err.code ? err.message : '';
}
