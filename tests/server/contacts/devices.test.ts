import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coarseIp, deviceOf } from '../../../server/contacts/device.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { DEVICE_CODES } from '../../../src/shared/errors/contact.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { DeviceSessionsSchema, SignedOutSchema } from '../../../src/shared/schemas/devices.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { LOGIN_PASSWORD, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('device labels', () => {
  it('names browser and system from the User-Agent; coarsens addresses', () => {
    expect(deviceOf(ANDROID_CHROME)).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(deviceOf(IPHONE_SAFARI)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(deviceOf('curl/8.0')).toEqual({ browser: null, os: null });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
    expect(coarseIp('203.0.113.77')).toBe('203.0.113.x');
    expect(coarseIp('2001:db8:1:2::5')).toBe('2001:db8:1::/48');
    expect(coarseIp('::1')).toBe('0:0:0::/48');
    expect(coarseIp('nonsense')).toBeNull();
  });
});

// The member's sessions: listed with their device, "this device" marked; signing one other out or all
// others; a revoked token is refused at once while the current one keeps working.
describe.each(databases)('sessions and devices ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => h?.close());

  /** A password login from a browser: the session's token. */
  const loginFrom = async (account: string, userAgent: string) => {
    const client = authClient(h);
    const res = await client.sealed(
      'POST',
      PATHS.login,
      { type: 'username', username: account, password: LOGIN_PASSWORD },
      { 'User-Agent': userAgent },
    );
    return (await okValue(res, LoginResultSchema)).token;
  };
  const call = (token: string, method: string, path: string) =>
    h.app.request(path, { method, headers: { [HEADERS.token]: token } });
  const list = async (token: string) =>
    okValue(await call(token, 'GET', PATHS.securitySessions), DeviceSessionsSchema);

  it('lists the live sessions with their devices, this one marked; another member sees none of them', async () => {
    const m = await newMember(h);
    const phone = await loginFrom(m.account, ANDROID_CHROME);
    const tablet = await loginFrom(m.account, IPHONE_SAFARI);
    const sessions = await list(phone);
    // The harness's own session (no User-Agent) and the two logins.
    expect(sessions).toHaveLength(3);
    const mine = sessions.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ browser: 'Chrome', os: 'Android' });
    expect(mine[0]?.ip).toMatch(/\.x$|::\/48$/);
    expect(sessions.find((s) => s.browser === 'Safari')).toMatchObject({ os: 'iOS', current: false });
    expect((await list(tablet)).find((s) => s.current)).toMatchObject({ browser: 'Safari' });
    const other = await newMember(h);
    const theirs = await list(other.token);
    expect(theirs).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(theirs[0]?.id);
  });

  it('sign out everywhere else: the others are refused at once, this one stays', async () => {
    const m = await newMember(h);
    const phone = await loginFrom(m.account, ANDROID_CHROME);
    const tablet = await loginFrom(m.account, IPHONE_SAFARI);
    expect((await call(tablet, 'GET', PATHS.memberInfo)).status).toBe(200);
    const out = await okValue(await call(phone, 'POST', PATHS.securitySessionsOthers), SignedOutSchema);
    expect(out.signedOut).toBe(2);
    expect(await failed(await call(tablet, 'GET', PATHS.memberInfo))).toMatchObject({
      status: 401,
      code: CODES.sessionExpired,
    });
    expect((await m.get(PATHS.memberInfo)).status).toBe(401);
    expect((await call(phone, 'GET', PATHS.memberInfo)).status).toBe(200);
    const left = await list(phone);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
  });

  it('signs one other session out; not its own, not another member’s', async () => {
    const m = await newMember(h);
    const phone = await loginFrom(m.account, ANDROID_CHROME);
    const tablet = await loginFrom(m.account, IPHONE_SAFARI);
    const sessions = await list(phone);
    const tabletId = sessions.find((s) => s.browser === 'Safari')?.id ?? 0;
    const phoneId = sessions.find((s) => s.current)?.id ?? 0;
    expect(await failed(await call(phone, 'DELETE', `${PATHS.securitySessions}/${phoneId}`))).toMatchObject({
      status: 400,
      code: DEVICE_CODES.current,
    });
    const other = await newMember(h);
    expect(
      await failed(await call(other.token, 'DELETE', `${PATHS.securitySessions}/${tabletId}`)),
    ).toMatchObject({ status: 404, code: DEVICE_CODES.unknown });
    expect((await call(tablet, 'GET', PATHS.memberInfo)).status).toBe(200);
    await okValue(await call(phone, 'DELETE', `${PATHS.securitySessions}/${tabletId}`), SignedOutSchema);
    expect((await call(tablet, 'GET', PATHS.memberInfo)).status).toBe(401);
    expect((await call(phone, 'GET', PATHS.memberInfo)).status).toBe(200);
    expect(await failed(await call(phone, 'DELETE', `${PATHS.securitySessions}/${tabletId}`))).toMatchObject({
      status: 404,
      code: DEVICE_CODES.unknown,
    });
    expect((await list(phone)).map((s) => s.id)).not.toContain(tabletId);
  });

  it('needs a real member session', async () => {
    expect((await h.app.request(PATHS.securitySessions)).status).toBe(401);
    const trial = await newMember(h, { type: 4 });
    expect(await failed(await trial.get(PATHS.securitySessions))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });
  });
});
