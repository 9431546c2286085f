import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { MemberInfoSchema, WalletSchema } from '../../src/shared/schemas/session.ts';
import { balanceOf, findById } from '../auth/members.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';

const DAY_MS = 86_400_000;

/** Whole days from registration to now; never negative if clocks disagree. */
const joinedDays = (regDate: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - regDate.getTime()) / DAY_MS));

export function memberRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  app.use(PATHS.memberInfo, requireSession(services));
  app.use(PATHS.wallet, requireSession(services));

  app.get(
    PATHS.memberInfo,
    documented({ summary: "The signed-in member's profile", auth: 'session', value: MemberInfoSchema }),
    async (c) => {
      const m = await findById(db, c.get('session').memberId);
      if (!m) return fail(c, 401, CODES.sessionExpired);
      return ok(c, {
        id: m.id,
        nickname: m.nickname,
        account: m.account,
        type: m.type,
        regDate: m.regDate.toISOString(),
        toUpline: m.toUpline,
        joinedDays: joinedDays(m.regDate, new Date(services.now())),
        // No VIP level is stored yet (no column): the header shows no label.
        vipLevel: null,
      });
    },
  );

  // Read-only for now: money moves arrive with deposits and bets (conditional updates, CHECK >= 0).
  app.get(
    PATHS.wallet,
    documented({ summary: "The member's balance in cents", auth: 'session', value: WalletSchema }),
    async (c) => ok(c, { sumBalance: await balanceOf(db, c.get('session').memberId) }),
  );

  return app;
}
