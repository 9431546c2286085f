// The demo's standing programmes (SEED_PROGRAMMES, on with the demo): a fresh demo shows invite-friends
// rewards, player rebates that accrue from play, a weekly leaderboard with prizes and an evening rain that
// is planned, each as the player's and the operator's screens read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LEADERBOARD_PRIZES,
  DEMO_REBATE_BP,
  DEMO_REFERRALS,
} from '../../../server/seed/data/demo-programmes.ts';
import { HOUSE_EDGE_BP } from '../../../src/shared/constants/rebates.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LeaderboardSchema } from '../../../src/shared/schemas/missions.ts';
import { RebateAccrualSchema } from '../../../src/shared/schemas/rebates.ts';
import { RainOpsSchedulePageSchema } from '../../../src/shared/schemas/red-rain.ts';
import { ReferralSummarySchema } from '../../../src/shared/schemas/referrals.ts';
import { PlayResultSchema } from '../../../src/shared/schemas/studio.ts';
import { createHarness, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { studioPlayer } from '../support/studio-client.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'lea' };

describe('the demo seeds programmes that work', () => {
  let h: Harness;
  let p: Awaited<ReturnType<typeof studioPlayer>>;
  beforeAll(async () => {
    h = await createHarness('pglite', { programmes: true });
    p = await studioPlayer(h);
  }, 60_000);
  afterAll(() => h?.close());

  it('invite friends shows the rewards the programme pays', async () => {
    const summary = await okValue(await p.client.get(PATHS.referral, p.token), ReferralSummarySchema);
    expect(summary.rules).toEqual({
      depositRewardCents: DEMO_REFERRALS.depositRewardCents,
      depositMinCents: DEMO_REFERRALS.depositMinCents,
      turnoverRewardCents: DEMO_REFERRALS.turnoverRewardCents,
      turnoverMinCents: DEMO_REFERRALS.turnoverMinCents,
    });
  });

  it('a settled studio round accrues the manual rebate at the seeded rate, within the house edge', async () => {
    const launched = await p.launch('swerte-dice');
    if (launched.kind !== 'inHouse') throw new Error('in house');
    const body = { token: launched.token, betCents: 1000, dice: { target: 5000, direction: 'under' } };
    await okValue(await p.client.json('POST', PATHS.studioPlay, body, p.token), PlayResultSchema);
    const accrual = await okValue(await p.client.get(PATHS.rebateAccrual, p.token), RebateAccrualSchema);
    const inHouse = accrual.lines.find((l) => l.category === 'INHOUSE');
    expect(inHouse).toMatchObject({ turnoverCents: 1000, rateBp: DEMO_REBATE_BP, amountCents: 5 });
    for (const line of accrual.lines)
      expect(line.rateBp).toBeLessThanOrEqual(HOUSE_EDGE_BP[line.category] ?? line.rateBp);
  });

  it('the leaderboard runs a week with its prize table', async () => {
    const board = await okValue(await p.client.get(PATHS.leaderboard, p.token), LeaderboardSchema);
    expect(board.prizes).toEqual(DEMO_LEADERBOARD_PRIZES);
  });

  it('the evening rain is planned: its next session at 20:00 Manila', async () => {
    await h.domains.rainSchedules.plan();
    const page = await okValue(
      await h.app.request(PATHS.opsRainSchedules, { headers: ops }),
      RainOpsSchedulePageSchema,
    );
    const [rain] = page.list ?? [];
    expect(rain).toMatchObject({ status: 'active', time: '20:00' });
    const next = new Date(rain?.nextStartsAt ?? 0);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([12, 0]);
  });
});
