import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RASTER_AT_ONCE, RASTER_QUEUE_MAX } from '../../../server/cdn/raster.ts';
import { CDN_MOUNTS, PATHS } from '../../../src/shared/paths.ts';
import { BannerListSchema } from '../../../src/shared/schemas/announcements.ts';
import { GameListSchema, HotMatchListSchema } from '../../../src/shared/schemas/games.ts';
import { SiteConfigSchema } from '../../../src/shared/schemas/site.ts';
import { createHarness, failure, type Harness, okValue } from '../support/harness.ts';

// The CDN does not touch the database: one run on PGlite is enough.
describe('image CDN', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  const expectImage = async (url: string) => {
    const res = await h.get(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
    return svg;
  };

  const expectWebp = async (url: string) => {
    const res = await h.get(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    return bytes;
  };

  it('serves every image path the lobby data names, on both mounts, identically', async () => {
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    const games = await okValue(
      await h.get(`${PATHS.gameList}?merchant=SWERTE&gameType=PVP&pageSize=3`),
      GameListSchema,
    );
    const banners = await okValue(await h.get(PATHS.banners), BannerListSchema);
    const matches = await okValue(await h.get(PATHS.hotMatches), HotMatchListSchema);
    const paths = [
      config.resources.logoUrl,
      config.resources.appIconUrl,
      ...games.games.map((g) => g.iconUrl),
      ...banners.map((b) => b.url),
      ...matches.flatMap((m) => [m.homeTeamImageUrl, m.awayTeamImageUrl]),
    ];
    for (const path of paths) {
      const fetchImage = path.endsWith('.webp') ? expectWebp : expectImage;
      const [a, b] = await Promise.all(CDN_MOUNTS.map((mount) => fetchImage(`${mount}${path}`)));
      expect(a).toEqual(b);
    }
  });

  it('serves game icons as WebP at twice the tile size, and still as SVG for older catalogues', async () => {
    const webp = await expectWebp('/cdn/b/icons/PG/fortune-and-gems.webp');
    const { default: sharp } = await import('sharp');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 192, height: 192 });
    expect(await expectImage('/cdn/b/icons/PG/fortune-and-gems.svg')).toContain('Fortune &amp; Gems');
  });

  it('a flood of made-up icon names: drawing is throttled, the rest get the SVG uncached, then WebP again', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => h.get(`/cdn/a/icons/PG/flood-${i}.webp`)),
    );
    const busy = answers.filter((r) => r.headers.get('content-type')?.startsWith('image/svg+xml'));
    const drawn = answers.filter((r) => r.headers.get('content-type') === 'image/webp');
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(drawn.length).toBeGreaterThanOrEqual(RASTER_AT_ONCE + RASTER_QUEUE_MAX);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((r) => r.headers.get('cache-control') === 'no-store')).toBe(true);
    expect(await busy[0]?.text()).toMatch(/^<svg /);
    // Once the queue drained, a name is drawn again.
    await expectWebp('/cdn/a/icons/PG/flood-after.webp');
  });

  it('draws the game name into its icon and escapes it', async () => {
    const svg = await expectImage('/cdn/a/icons/PG/fortune-and-gems.svg');
    expect(svg).toContain('Fortune &amp; Gems');
    expect(svg).toContain('>FG<');
  });

  it('answers 404 for anything else', async () => {
    for (const url of [
      '/cdn/a/icons/PG/../../etc/passwd',
      '/cdn/a/icons/PG/x.png',
      '/cdn/b/nothing.svg',
      '/cdn/c/brand/logo.svg',
    ]) {
      expect(await failure(await h.get(url)), url).toMatchObject({ status: 404, code: 'not.found' });
    }
  });
});
