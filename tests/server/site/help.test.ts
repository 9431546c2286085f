import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { HelpListSchema } from '../../../src/shared/schemas/help.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';

describe.each(databases)('help centre on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('lists the entries in Filipino and in English, same count, HTML content', async () => {
    const ty = await okValue(await h.get(`${PATHS.helpCenter}?lang=TY&device=MOBILE`), HelpListSchema);
    const en = await okValue(await h.get(`${PATHS.helpCenter}?lang=EN&device=MOBILE`), HelpListSchema);
    expect(ty.length).toBeGreaterThanOrEqual(6);
    expect(en.length).toBe(ty.length);
    expect(ty[0]?.title).toBe('Paano magparehistro');
    expect(en[0]?.title).toBe('How to register');
    expect(en.every((e) => e.content.startsWith('<'))).toBe(true);
  });

  it('falls back to English for other catalogue codes, and to the Language header without lang', async () => {
    const ja = await okValue(await h.get(`${PATHS.helpCenter}?lang=JA`), HelpListSchema);
    const en = await okValue(await h.get(`${PATHS.helpCenter}?lang=EN`), HelpListSchema);
    expect(ja).toEqual(en);
    const header = await okValue(await h.get(PATHS.helpCenter, { Language: 'EN' }), HelpListSchema);
    expect(header).toEqual(en);
    const dflt = await okValue(await h.get(PATHS.helpCenter), HelpListSchema);
    expect(dflt[0]?.title).toBe('Paano magparehistro');
  });

  it('rejects an unknown lang or device with 400', async () => {
    expect(await failure(await h.get(`${PATHS.helpCenter}?lang=XX`))).toMatchObject({
      status: 400,
      code: 'request.invalid',
    });
    expect(await failure(await h.get(`${PATHS.helpCenter}?device=PC`))).toMatchObject({ status: 400 });
  });
});
