// Shared by the seamless-wallet and studio suites: a logged-in player, launch tokens and signed calls.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DEV_STUDIO_SECRET } from '../../../server/config.ts';
import { games } from '../../../server/db/schema.ts';
import { hmacHex } from '../../../server/vendors/signing.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  LaunchResultSchema,
  SEAMLESS_HEADERS,
  type SeamlessKind,
} from '../../../src/shared/schemas/studio.ts';
import { authClient } from './auth-client.ts';
import { type Harness, okValue } from './harness.ts';

export async function studioPlayer(h: Harness, user = 'demo', password = 'Demo1234') {
  const client = authClient(h);
  const token = await client.passwordLogin(user, password);
  const game = async (gameId: string) => {
    const [g] = await h.database.db.select().from(games).where(eq(games.gameId, gameId));
    if (!g) throw new Error(`no ${gameId} in the catalogue`);
    return g;
  };
  const launch = async (gameId: string) => {
    const g = await game(gameId);
    const q = `nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vassalage}`;
    return okValue(await client.get(`${PATHS.launch}?${q}`, token), LaunchResultSchema);
  };
  const balance = async () =>
    (await okValue(await client.get(PATHS.wallet, token), v.object({ sumBalance: v.number() }))).sumBalance;
  return { client, token, game, launch, balance };
}

const PATH: Record<SeamlessKind, string> = {
  balance: PATHS.seamlessBalance,
  bet: PATHS.seamlessBet,
  win: PATHS.seamlessWin,
  rollback: PATHS.seamlessRollback,
};

/** A vendor's signed call (the studio's secret unless told). */
export const seamless = (h: Harness, kind: SeamlessKind, body: unknown, secret = DEV_STUDIO_SECRET) => {
  const raw = JSON.stringify(body);
  return h.app.request(PATH[kind], {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [HEADERS.merchant]: 'SWERTE',
      [SEAMLESS_HEADERS.vendor]: 'SWERTE',
      [SEAMLESS_HEADERS.signature]: hmacHex(secret, raw),
    },
    body: raw,
  });
};
