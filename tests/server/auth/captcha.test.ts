import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS } from '../../../server/auth/captcha-store.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { CaptchaSchema } from '../../../src/shared/schemas/auth.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };

describe.each(databases)('captcha on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const reveal = async (id: string) => {
    const res = await h.app.request(`${PATHS.opsCaptcha}/${id}`, { headers: ops });
    return okValue(res, v.object({ code: v.string(), used: v.boolean(), expired: v.boolean() }));
  };

  it('draws a 4-5 digit code as an SVG data URL without the digits as text', async () => {
    for (let i = 0; i < 5; i++) {
      const captcha = await okValue(await h.get(PATHS.captcha), CaptchaSchema);
      expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64').toString();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<tspan|font/);
      const { code } = await reveal(captcha.captchaId);
      expect(code).toMatch(/^\d{4,5}$/);
      // The code appears nowhere in the source as a run of digits outside path coordinates, the palette's
      // hex colours and the SVG namespace (#1b4332 holds 4332 and the namespace 2000: chance, not a leak).
      const rest = svg
        .replace(/ d="[^"]*"/g, '')
        .replace(/#[0-9a-f]{6}/g, '')
        .replace('http://www.w3.org/2000/svg', '');
      expect(rest).not.toContain(code);
    }
  });

  it('the ops aid needs the operator token and knows only real captchas', async () => {
    const { captchaId } = await okValue(await h.get(PATHS.captcha), CaptchaSchema);
    expect(await failed(await h.get(`${PATHS.opsCaptcha}/${captchaId}`))).toMatchObject({ status: 401 });
    expect(await failed(await h.get(`${PATHS.opsCaptcha}/nope`, ops))).toMatchObject({ status: 404 });
  });

  it('is single use and expires after 5 minutes (checked through a login that demands it)', async () => {
    const store = h.services.captchas;
    const a = await authClient(h).solvedCaptcha();
    expect(await store.verify(a.captchaId, a.captcha)).toBe(true);
    expect(await store.verify(a.captchaId, a.captcha)).toBe(false);
    expect((await reveal(a.captchaId)).used).toBe(true);

    const b = await authClient(h).solvedCaptcha();
    expect(await store.verify(b.captchaId, '99999x')).toBe(false);
    expect(await store.verify(b.captchaId, b.captcha)).toBe(false);

    const c = await authClient(h).solvedCaptcha();
    h.advance(CAPTCHA_TTL_MS + 1);
    expect(await store.verify(c.captchaId, c.captcha)).toBe(false);
    expect((await reveal(c.captchaId)).expired).toBe(true);
  });
});
