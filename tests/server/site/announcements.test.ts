import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../../server/db/schema.ts';
import { sanitizeContentHtml } from '../../../server/lib/platform-html.ts';
import { CONTENT_TYPES, EXECUTIONS } from '../../../src/shared/constants/announcements.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AnnouncementListSchema, BannerListSchema } from '../../../src/shared/schemas/announcements.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';

describe.each(databases)('announcements and banners on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('lists the home notices (B,PL,PU,H) newest first', async () => {
    const list = await okValue(
      await h.get(`${PATHS.announcements}?types=B,PL,PU,H&groupName=m_home&platform=M`),
      AnnouncementListSchema,
    );
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'H']));
    const times = list.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('covers every content type and execution across the seeded groups', async () => {
    const types = CONTENT_TYPES.join(',');
    const home = await okValue(
      await h.get(`${PATHS.announcements}?types=${types}&groupName=m_home`),
      AnnouncementListSchema,
    );
    const reg = await okValue(
      await h.get(`${PATHS.announcements}?types=${types}&groupName=m_reg`),
      AnnouncementListSchema,
    );
    expect(new Set(home.map((a) => a.type))).toEqual(new Set(CONTENT_TYPES));
    expect(new Set(home.map((a) => a.execution))).toEqual(new Set(EXECUTIONS));
    // The reward-centre pop-up only reaches a member with a reward to claim (reward-notices.test.ts).
    expect(home.some((a) => a.action === 'REWARD_CENTER')).toBe(false);
    expect(home.some((a) => /href="https?:\/\//.test(a.content))).toBe(true);
    expect(home.some((a) => a.content.includes('href="/m/activity"'))).toBe(true);
    expect(reg.length).toBeGreaterThan(0);
  });

  it('serves the HTML as stored, sanitised, and says so (the app then skips DOMPurify)', async () => {
    const types = CONTENT_TYPES.join(',');
    for (const language of ['TY', 'EN']) {
      const list = await okValue(
        await h.get(`${PATHS.announcements}?types=${types}&groupName=m_home`, { Language: language }),
        AnnouncementListSchema,
      );
      expect(list.length).toBeGreaterThan(0);
      for (const a of list) {
        expect(a.contentSanitized).toBe(true);
        expect(sanitizeContentHtml(a.content)).toBe(a.content);
        expect(a.content).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
      const external = list.find((a) => /href="https:/.test(a.content));
      expect(external?.content).toMatch(/<a href="https:[^"]*" target="_blank" rel="noopener noreferrer">/);
      expect(list.some((a) => a.content.includes('<a href="/m/activity">'))).toBe(true);
    }
    const stored = await h.database.db.select({ ty: announcements.contentTy }).from(announcements);
    expect(stored.every((r) => sanitizeContentHtml(r.ty) === r.ty)).toBe(true);
  });

  it('answers agent notices (types=A) only with type A', async () => {
    const list = await okValue(
      await h.get(`${PATHS.announcements}?types=A&groupName=m_home`),
      AnnouncementListSchema,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.type === 'A')).toBe(true);
  });

  it('serves Filipino by default and English on request', async () => {
    const ty = await okValue(await h.get(`${PATHS.announcements}?types=PU`), AnnouncementListSchema);
    const en = await okValue(
      await h.get(`${PATHS.announcements}?types=PU`, { Language: 'EN' }),
      AnnouncementListSchema,
    );
    const enQuery = await okValue(
      await h.get(`${PATHS.announcements}?types=PU&language=EN`),
      AnnouncementListSchema,
    );
    expect(ty.map((a) => a.id)).toEqual(en.map((a) => a.id));
    expect(ty.some((a) => a.title.includes('Maligayang pagdating'))).toBe(true);
    expect(en.some((a) => a.title.includes('Welcome to Swerte'))).toBe(true);
    expect(enQuery).toEqual(en);
  });

  it('rejects a bad types list, group or platform with 400', async () => {
    for (const q of ['types=B,XX', 'types=', 'groupName=m_lobby', 'platform=W', 'language=XX']) {
      const res = await failure(await h.get(`${PATHS.announcements}?${q}`));
      expect(res, q).toMatchObject({ status: 400, code: 'request.invalid' });
      expect(res.message).toBeTruthy();
    }
  });

  it('lists home and registration banners in order', async () => {
    const home = await okValue(await h.get(`${PATHS.banners}?groupName=m_home&platform=M`), BannerListSchema);
    const reg = await okValue(
      await h.get(`${PATHS.banners}?groupName=m_reg`, { Language: 'EN' }),
      BannerListSchema,
    );
    expect(home.length).toBeGreaterThanOrEqual(4);
    expect(reg.length).toBeGreaterThanOrEqual(2);
    // The home in Filipino (the default) shows the pictures with Filipino words; English the English ones.
    for (const b of home) expect(b.url).toMatch(/^\/banners\/fil\/[a-z0-9-]+\.svg$/);
    for (const b of reg) expect(b.url).toMatch(/^\/banners\/[a-z0-9-]+\.svg$/);
    expect(reg.map((b) => b.title)).toContain('Refer a friend');
    v.parse(BannerListSchema, home);
  });
});
