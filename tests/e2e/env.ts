// Ports and token shared by playwright.config.ts and the journeys.
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 8190);
/** A second server whose site config the operator journeys switch without disturbing the others. */
export const OPS_PORT = MAIN_PORT + 1;
export const E2E_OPS_TOKEN = 'e2e-ops-token';
/** Ports of the servers journeys start for themselves (own-server.ts): one per journey, never shared. */
export const OWN_PORTS = {
  offlineReopen: MAIN_PORT + 10,
  deploy: MAIN_PORT + 11,
  serverBack: MAIN_PORT + 12,
};
