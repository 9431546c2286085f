import { describe, expect, it } from 'vitest';
import { popularTabs, TAB_LABELS, tabAfterKey } from '../../../../src/features/popular-games/tabs.ts';
import { POPULAR_TABS } from '../../../../src/shared/constants/lobby.ts';
import type { GameType } from '../../../../src/shared/schemas/games.ts';

const types = (...names: GameType['gameType'][]) => names.map((gameType) => ({ gameType }));

// SPEC.md section 2: "HOT is always added first."
describe('popular games tab order', () => {
  it('puts HOT first, then the merchant categories in the order given', () => {
    expect(popularTabs(types('LIVE', 'SPORTS', 'RNG'))).toEqual(['HOT', 'LIVE', 'SPORTS', 'RNG']);
  });
  it('is HOT alone while (or when) the categories are not there', () => {
    expect(popularTabs(undefined)).toEqual(['HOT']);
    expect(popularTabs([])).toEqual(['HOT']);
  });
  it('lists a category once and ignores names it does not know', () => {
    const list = [...types('FISH', 'FISH'), { gameType: 'HOT' }, { gameType: 'BINGO' }] as {
      gameType: never;
    }[];
    expect(popularTabs(list)).toEqual(['HOT', 'FISH']);
  });
  it('has a translated label for every tab', () => {
    for (const tab of POPULAR_TABS) expect(TAB_LABELS[tab]).toBeDefined();
  });
});

describe('tab keyboard', () => {
  const tabs = popularTabs(types('SPORTS', 'LIVE'));
  it.each([
    ['HOT', 'ArrowRight', 'SPORTS'],
    ['LIVE', 'ArrowRight', 'HOT'],
    ['HOT', 'ArrowLeft', 'LIVE'],
    ['LIVE', 'Home', 'HOT'],
    ['HOT', 'End', 'LIVE'],
    ['HOT', 'Enter', null],
  ] as const)('%s + %s → %s', (from, key, to) => {
    expect(tabAfterKey(tabs, from, key)).toBe(to);
  });
});
