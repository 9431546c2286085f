import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COCKFIGHT_GAME_CODE, ESPORT_GAME_CODE } from '../../../src/shared/constants/lobby.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { VendorConfigSchema } from '../../../src/shared/schemas/games.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

describe.each(databases)('vendor config for the lobby on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('sorts vendors per category (gameType + vassalage) and maps each category to its codes', async () => {
    const config = await okValue(await h.get(PATHS.vendorConfig), VendorConfigSchema);
    for (const { gameCategory, vendorNames } of config.sorting) {
      expect(vendorNames.every((v) => v.gameType === gameCategory)).toBe(true);
      expect(config.mapping[gameCategory]).toEqual(vendorNames.map((v) => v.vassalage));
    }
  });

  it('splits the sport vendors: TF in ESPORTS, DS88 in COCKFIGHT, the rest in SPORTS', async () => {
    const { mapping } = await okValue(await h.get(PATHS.vendorConfig), VendorConfigSchema);
    expect(mapping.ESPORTS).toContain(ESPORT_GAME_CODE);
    expect(mapping.COCKFIGHT).toContain(COCKFIGHT_GAME_CODE);
    expect(mapping.SPORTS?.length).toBeGreaterThan(0);
    expect(mapping.SPORTS).not.toContain(ESPORT_GAME_CODE);
    expect(mapping.SPORTS).not.toContain(COCKFIGHT_GAME_CODE);
  });
});
