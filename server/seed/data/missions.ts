// The seed merchant's demo mission (issue 14, /m/leaderBoard): play 3 in-house rounds this quarter for ₱20.
import { missions } from '../../db/schema.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 86_400_000;

/** The mission: 3 settled Swerte Studio rounds in its period pay ₱20 (the home's notice says so). */
export const SEED_MISSION = { rounds: 3, rewardCents: 2_000 } as const;

export async function seedMissions(tx: Tx, now: number): Promise<void> {
  await tx.insert(missions).values({
    merchantCode: SEED_MERCHANT,
    title: `Play ${SEED_MISSION.rounds} Swerte Studio rounds`,
    titleTy: `Maglaro ng ${SEED_MISSION.rounds} round sa Swerte Studio`,
    rule: { kind: 'rounds', count: SEED_MISSION.rounds, category: 'INHOUSE' },
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 90 * DAY),
    rewardCents: SEED_MISSION.rewardCents,
    budgetCents: 1_000_000,
    createdBy: 'seed',
    createdAt: new Date(now),
  });
}
