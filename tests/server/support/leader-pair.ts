// Shared by the leader-job suites (trial purge, housekeeping): two jobs on one PostgreSQL race for
// leadership; exactly one wins it.
import { expect } from 'vitest';

/** What a LeaderJob offers for this: one run as leader (null when another leads), and the flag. */
interface Leadable {
  runOnce(): Promise<unknown>;
  readonly isLeader: boolean;
}

export async function leaderPair<J extends Leadable>(
  make: () => J,
  keep: J[],
): Promise<{ leader: J; follower: J }> {
  const a = make();
  const b = make();
  keep.push(a, b);
  const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
  expect([ra === null, rb === null].sort()).toEqual([false, true]);
  const leader = ra ? a : b;
  const follower = ra ? b : a;
  expect(leader.isLeader).toBe(true);
  return { leader, follower };
}
