// The server applies the module-id rules of SPEC.md section 6 from the path; the Module-Id header is
// checked, never trusted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleForPath } from '../../../server/http/module-permissions.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { moduleIdForPath } from '../../../src/shared/module-prefixes.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { CaptchaSchema, LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { SiteConfigSchema } from '../../../src/shared/schemas/site.ts';
import { createHarness, failure, type Harness, okValue } from '../support/harness.ts';

describe('module-id permissions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('every platform route the server has belongs to a module (or is a signed vendor callback)', () => {
    const platform = h.app.routes.filter((r) => /^\/(wps|lgw)\//.test(r.path) && r.method !== 'ALL');
    expect(platform.length).toBeGreaterThan(40);
    const orphans = platform.filter((r) => moduleForPath(r.path.replace(/\/:[^/]+/g, '/1')) === undefined);
    expect(orphans.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("every platform route: the app's prefix rules send the module the server expects", () => {
    const platform = h.app.routes.filter((r) => /^\/(wps|lgw)\//.test(r.path) && r.method !== 'ALL');
    const drifted = platform
      .map((r) => r.path.replace(/\/:[^/]+/g, '/1'))
      .filter((path) => {
        const module = moduleForPath(path);
        // null: a signed callback the app never calls; the server ignores any Module-Id there.
        return module !== null && moduleIdForPath(path) !== module;
      })
      .map((path) => `${path}: app ${moduleIdForPath(path)}, server ${moduleForPath(path)}`);
    expect(drifted).toEqual([]);
  });

  it('answers a call that carries its own module id, or none', async () => {
    await okValue(await h.get(PATHS.captcha, { [HEADERS.moduleId]: 'CAPTCHA3' }), CaptchaSchema);
    await okValue(await h.get(PATHS.captcha), CaptchaSchema);
    await okValue(await h.get(PATHS.siteConfig, { [HEADERS.moduleId]: 'COMM3' }), SiteConfigSchema);
  });

  it('refuses a call that names another module: 403 module.mismatch', async () => {
    for (const [path, claimed] of [
      [PATHS.captcha, 'COMM3'],
      [PATHS.siteConfig, 'AGEDOWNMAN3'],
      [PATHS.lotteries, 'not-a-module'],
      [`${PATHS.lotteryDraws}/1`, 'REG3'],
    ] as const) {
      const res = await h.get(path, { [HEADERS.moduleId]: claimed });
      expect(await failure(res)).toMatchObject({ status: 403, code: CODES.moduleMismatch });
    }
  });

  it('a trial is refused where the route says so, whatever module id it claims', async () => {
    const trial = await okValue(
      await h.app.request(PATHS.freeplay, { method: 'POST', headers: { 'X-Forwarded-For': '10.9.9.9' } }),
      LoginResultSchema,
    );
    const res = await h.app.request(PATHS.memberInfo, {
      headers: { [HEADERS.token]: trial.token, [HEADERS.moduleId]: 'AGEINFO3' },
    });
    expect(await failure(res)).toMatchObject({ status: 403, code: CODES.moduleMismatch });
  });

  it('vendor callbacks are not a player module: a Module-Id changes nothing, the signature decides', async () => {
    const res = await h.app.request(PATHS.seamlessBalance, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [HEADERS.moduleId]: 'COMM3', 'X-Vendor': 'NOPE' },
      body: '{}',
    });
    const f = await failure(res);
    expect(f.code).not.toBe(CODES.moduleMismatch);
    expect(f.status).toBeGreaterThanOrEqual(400);
  });
});
