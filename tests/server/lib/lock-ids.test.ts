// Advisory lock ids: two jobs sharing a leader lock would each wait for the other to die, and two
// transaction namespaces sharing an id would serialise unrelated work. Each table's ids are distinct.
import { describe, expect, it } from 'vitest';
import { LEADER_LOCK_IDS } from '../../../server/lib/leader-lock.ts';
import { LOCK_SPACE } from '../../../server/lib/xact-lock.ts';

describe('advisory lock ids', () => {
  it.each([
    ['leader (session) locks', LEADER_LOCK_IDS],
    ['transaction lock namespaces', LOCK_SPACE],
  ])('%s are all distinct', (_, table) => {
    const ids = Object.values(table);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
