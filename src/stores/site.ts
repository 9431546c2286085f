import { proxy } from 'valtio';

/**
 * Set when any call answers 503 `system.maintenance` after start: the app swaps to the maintenance
 * page until the user checks again (SPEC.md section 2, app start).
 */
export const siteStore = proxy({ maintenanceSignalled: false, maintenanceMessage: '' });
