// Notices, pop-ups and banners are operators' content with a start and an end (issue 33): scheduled ones are
// not shown yet, showing ones are, ended ones are gone from players and kept for operators; HTML is
// sanitised, bad input refused, and every write audited under the operator who made it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit } from '../../../server/db/schema.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AnnouncementListSchema, BannerListSchema } from '../../../src/shared/schemas/announcements.ts';
import {
  OpsAnnouncementListSchema,
  OpsAnnouncementSchema,
  OpsBannerListSchema,
  OpsBannerSchema,
} from '../../../src/shared/schemas/ops-content.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

const ops = {
  Authorization: `Bearer ${TEST_OPS_TOKEN}`,
  'X-Operator': 'lea',
  'Content-Type': 'application/json',
};
const HOUR = 3_600_000;

describe.each(databases)('home content operators schedule ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const send = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: ops,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const notices = async (language = 'EN') =>
    (
      await okValue(
        await h.get(`${PATHS.announcements}?types=PL,PU&language=${language}`),
        AnnouncementListSchema,
      )
    ).map((a) => a.title);
  const bannerTitles = async () =>
    (await okValue(await h.get(`${PATHS.banners}?groupName=m_home&language=EN`), BannerListSchema)).map(
      (b) => b.title,
    );
  const notice = (title: string, startsAt: string, endsAt: string | null = null) => ({
    type: 'PL',
    titleTy: `${title} (TY)`,
    titleEn: title,
    contentTy: '<p>Paalala</p>',
    contentEn: '<p>Notice <script>alert(1)</script><a href="https://pagcor.ph">PAGCOR</a></p>',
    startsAt,
    endsAt,
  });

  it('a notice shows from its start until its end; a scheduled one waits; taking one off is an end of now', async () => {
    const showing = await okValue(
      await send('POST', PATHS.opsAnnouncements, notice('Maintenance Sunday', at(-HOUR), at(HOUR))),
      OpsAnnouncementSchema,
    );
    expect(showing.state).toBe('showing');
    // Stored sanitised: no script; an outside link opens outside.
    expect(showing.contentEn).not.toContain('script');
    expect(showing.contentEn).toContain('rel="noopener noreferrer"');
    const later = await okValue(
      await send('POST', PATHS.opsAnnouncements, notice('New games next week', at(24 * HOUR))),
      OpsAnnouncementSchema,
    );
    expect(later.state).toBe('scheduled');
    expect(await notices()).toContain('Maintenance Sunday');
    expect(await notices('TY')).toContain('Maintenance Sunday (TY)');
    expect(await notices()).not.toContain('New games next week');

    const ended = await okValue(
      await send('PATCH', `${PATHS.opsAnnouncements}/${showing.id}`, { endsAt: at(-1000) }),
      OpsAnnouncementSchema,
    );
    expect(ended.state).toBe('ended');
    expect(await notices()).not.toContain('Maintenance Sunday');
    // Operators still see it, with the others.
    const list = await okValue(await send('GET', PATHS.opsAnnouncements), OpsAnnouncementListSchema);
    expect(list.map((a) => [a.titleEn, a.state])).toEqual(
      expect.arrayContaining([
        ['Maintenance Sunday', 'ended'],
        ['New games next week', 'scheduled'],
      ]),
    );
    const [row] = await h.database.db
      .select()
      .from(opsAudit)
      .where(
        and(
          eq(opsAudit.action, 'content.announcement.update'),
          eq(opsAudit.target, `announcement:${showing.id}`),
        ),
      );
    expect(row?.actor).toBe('ops:lea');
  });

  it('a banner shows in its period and order, with its Filipino picture for Filipino players', async () => {
    const made = await okValue(
      await send('POST', PATHS.opsBanners, {
        imageUrl: '/banners/pba-finals.svg',
        imageUrlTy: '/banners/fil/pba-finals.svg',
        link: '/m/gameList?gameType=SPORTS',
        titleTy: 'Finals ngayong gabi',
        titleEn: 'Finals tonight',
        sort: 0,
        startsAt: at(-HOUR),
        endsAt: at(3 * HOUR),
      }),
      OpsBannerSchema,
    );
    expect(await bannerTitles()).toContain('Finals tonight');
    const ty = await okValue(await h.get(`${PATHS.banners}?groupName=m_home&language=TY`), BannerListSchema);
    expect(ty.find((b) => b.id === made.id)).toMatchObject({
      url: '/banners/fil/pba-finals.svg',
      title: 'Finals ngayong gabi',
    });
    await okValue(
      await send('PATCH', `${PATHS.opsBanners}/${made.id}`, { endsAt: at(-1000) }),
      OpsBannerSchema,
    );
    expect(await bannerTitles()).not.toContain('Finals tonight');
    const all = await okValue(await send('GET', PATHS.opsBanners), OpsBannerListSchema);
    expect(all.find((b) => b.id === made.id)?.state).toBe('ended');
  });

  it('refuses an end before the start, a link that is not a path or https, an unknown id and a missing token', async () => {
    const backwards = await failed(
      await send('POST', PATHS.opsAnnouncements, notice('Backwards', at(HOUR), at(-HOUR))),
    );
    expect([backwards.status, backwards.code]).toEqual([400, 'request.invalid']);
    const script = await failed(
      await send('POST', PATHS.opsBanners, {
        imageUrl: '/banners/x.svg',
        link: 'javascript:alert(1)',
        titleTy: 'x',
        titleEn: 'x',
        startsAt: at(0),
      }),
    );
    expect(script.status).toBe(400);
    expect((await failed(await send('PATCH', `${PATHS.opsBanners}/999999`, { sort: 1 }))).status).toBe(404);
    const anonymous = await h.app.request(PATHS.opsBanners, {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });
});
