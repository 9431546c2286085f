import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PASSWORD } from '../../../server/auth/passwords.ts';
import { loadConfig, SECRET_MIN_LENGTH } from '../../../server/config.ts';
import {
  inboxMessages,
  inboxStates,
  memberExclusions,
  members,
  opsAudit,
} from '../../../server/db/schema.ts';
import { guardBet } from '../../../server/protection/bet-guard.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { AGE_CODES, EXCLUSION_CODES } from '../../../src/shared/errors/protection.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  LoginResultSchema,
  PasswordStatusSchema,
  RegistrationSettingsSchema,
} from '../../../src/shared/schemas/auth.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import {
  BirthDateStatusSchema,
  ExclusionSchema,
  OpsExclusionListSchema,
} from '../../../src/shared/schemas/protection.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { type CashierMember, LOGIN_PASSWORD, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Time-out and self-exclusion: every session dies at once, login (password, SMS, resets) and launch and
// bets are refused with the end date until it ends, nobody can shorten it, operators only see it. And the
// age rules: the registration confirmation, the set-once date of birth and the operator's minimum age.
describe.each(databases)('time-out, self-exclusion and age ($kind)', ({ kind }) => {
  let h: Harness;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' };

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const take = (m: CashierMember, kind: string, period: string, password = LOGIN_PASSWORD) =>
    m.send('POST', PATHS.exclusion, { kind, period, password });
  const login = (account: string, password = LOGIN_PASSWORD) =>
    authClient(h).login({ type: 'username', username: account, password });
  /** Another live session of the member, as a second device would hold. */
  const secondSession = (m: CashierMember) =>
    h.services.sessions.create(m.id, 'SWERTE', { recentAuth: true });
  /** The member through another session token (another device). */
  const via = (m: CashierMember, token: string): CashierMember => ({
    ...m,
    token,
    send: (method, path, body) =>
      Promise.resolve(
        h.app.request(path, {
          method,
          headers: { Token: token, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
  });
  const alive = async (token: string) =>
    (await h.app.request(PATHS.memberInfo, { headers: { Token: token } })).status === 200;
  const history = async (account: string) =>
    okValue(
      await h.app.request(`${PATHS.opsExclusions}?account=${account}`, { headers: ops }),
      OpsExclusionListSchema,
    );

  it('a 24-hour time-out: wrong password refused; then every session revoked, login refused until it ends', async () => {
    const m = await newMember(h);
    await h.database.db
      .update(members)
      .set({ email: `${m.account}@example.com` })
      .where(eq(members.id, m.id));
    const other = await secondSession(m);

    const wrong = await failed(await take(m, 'timeout', '24h', 'Nope12345'));
    expect([wrong.status, wrong.code]).toEqual([400, EXCLUSION_CODES.passwordWrong]);
    expect(await alive(m.token)).toBe(true);
    expect(
      await h.database.db.select().from(memberExclusions).where(eq(memberExclusions.memberId, m.id)),
    ).toEqual([]);

    const before = h.services.now();
    const t = await okValue(await take(m, 'timeout', '24h'), ExclusionSchema);
    expect(t.kind).toBe('timeout');
    const until = Date.parse(t.until ?? '');
    expect(until - Date.parse(t.startsAt)).toBe(DAY);
    expect(Date.parse(t.startsAt)).toBeGreaterThanOrEqual(before);

    // Both devices are signed out at once.
    expect(await alive(m.token)).toBe(false);
    expect(await alive(other)).toBe(false);

    // Login with the right password: refused, with the end date.
    const refused = await failed(await login(m.account));
    expect(refused).toMatchObject({
      status: 403,
      code: EXCLUSION_CODES.excluded,
      value: { kind: 'timeout', until: t.until },
    });
    // And by SMS code.
    const c = authClient(h);
    const national = (m.mobile ?? '').slice(2);
    const code = await c.smsCode(national, 'login');
    const bySms = await failed(
      await c.login({ type: 'sms', username: national, countryDialingCode: '63', password: code }),
    );
    expect(bySms).toMatchObject({ status: 403, code: EXCLUSION_CODES.excluded, value: { until: t.until } });
    // A wrong password still reads as a wrong password (no hint that the account is excluded).
    expect((await failed(await login(m.account, 'Wrong12345'))).code).toBe(AUTH_CODES.loginFailed);

    // The confirmation: in the inbox and by e-mail.
    const [message] = await h.database.db
      .select({ title: inboxMessages.title, body: inboxMessages.bodyHtml })
      .from(inboxStates)
      .innerJoin(inboxMessages, eq(inboxMessages.id, inboxStates.messageId))
      .where(eq(inboxStates.memberId, m.id));
    expect(message?.title).toBe('Your time-out has started');
    expect(message?.body).toContain('cannot be shortened');
    const mails = await okValue(
      await h.app.request(`${PATHS.opsOutbox}?channel=email&recipient=${m.account}@example.com`, {
        headers: ops,
      }),
      v.array(OutboxMessageSchema),
    );
    expect(mails[0]?.subject).toBe('Your time-out has started');
    // The end in the operator's clock (Manila, UTC+8).
    const manila = new Intl.DateTimeFormat('en-PH', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    }).format(new Date(until));
    expect(mails[0]?.body).toContain(`Until ${manila} (Manila time) you cannot log in`);

    // A minute before the end: still refused. After it: the login works again.
    h.advance(DAY - 60_000 - (h.services.now() - Date.parse(t.startsAt)));
    expect((await failed(await login(m.account))).code).toBe(EXCLUSION_CODES.excluded);
    h.advance(2 * 60_000);
    await okValue(await login(m.account), LoginResultSchema);
  });

  it('a mobile sign-up without a password takes a time-out on its session alone (no password to prove)', async () => {
    const m = await newMember(h);
    const status = async () =>
      (await okValue(await m.send('GET', PATHS.passwordStatus), PasswordStatusSchema)).hasPassword;
    expect(await status()).toBe(true);
    await h.database.db.update(members).set({ passwordHash: NO_PASSWORD }).where(eq(members.id, m.id));
    expect(await status()).toBe(false);
    okValue(await take(m, 'timeout', '24h', ''), ExclusionSchema);
    expect(await alive(m.token)).toBe(false);
  });

  it('cannot be shortened: a shorter or equal one is refused (409), a longer one extends it; ops see every one', async () => {
    const m = await newMember(h);
    await okValue(await take(m, 'timeout', '4w'), ExclusionSchema);
    // A session opened around that moment (another device) cannot shorten it either.
    const token = await secondSession(m);
    const again = via(m, token);
    for (const [k, p] of [
      ['timeout', '24h'],
      ['timeout', '2w'],
    ] as const) {
      const r = await failed(await take(again, k, p));
      expect([r.status, r.code]).toEqual([409, EXCLUSION_CODES.notLonger]);
    }
    const longer = await okValue(await take(again, 'exclusion', '6m'), ExclusionSchema);
    expect(longer.kind).toBe('exclusion');
    const token2 = await secondSession(m);
    const third = via(m, token2);
    const forever = await okValue(await take(third, 'exclusion', 'permanent'), ExclusionSchema);
    expect(forever.until).toBeNull();

    const seen = await history(m.account.toUpperCase());
    expect(seen.active).toMatchObject({ kind: 'exclusion', period: 'permanent', until: null });
    expect(seen.history.map((e) => e.period)).toEqual(['permanent', '6m', '4w']);

    // No way to end or shorten one: neither the member nor the operator has an endpoint for it.
    expect(
      (await h.app.request(`${PATHS.opsExclusions}?account=${m.account}`, { method: 'DELETE', headers: ops }))
        .status,
    ).toBe(404);
    const api = (await (await h.get('/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(api.paths[PATHS.exclusion] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(api.paths[PATHS.opsExclusions] ?? {})).toEqual(['get']);
    // Operators need the token; an unknown member is 404.
    expect((await h.app.request(`${PATHS.opsExclusions}?account=${m.account}`)).status).toBe(401);
    expect(
      (await failed(await h.app.request(`${PATHS.opsExclusions}?account=nobody00`, { headers: ops }))).status,
    ).toBe(404);

    // Permanent: refused however far the clock moves.
    h.advance(30 * 365 * DAY);
    const refusal = await failed(await login(m.account));
    expect(refusal).toMatchObject({ status: 403, value: { kind: 'exclusion', until: null } });
    expect(refusal.message).toMatch(/permanently/);
  });

  it('launching games and bets are refused: the old game token dies with the session, a new session cannot launch', async () => {
    const m = await newMember(h, { balanceCents: 10_000 });
    const player = await studioPlayer(h, m.account, LOGIN_PASSWORD);
    const launched = await player.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('in house');
    const bet = () =>
      player.client.json(
        'POST',
        PATHS.studioPlay,
        { token: launched.token, betCents: 100, clientSeed: 's' },
        player.token,
      );
    expect((await bet()).status).toBe(200);
    const balance = await player.balance();

    await okValue(await take(m, 'timeout', '1w'), ExclusionSchema);
    // The game's own token is bound to a revoked session: no bet goes through, no money moves.
    expect((await bet()).status).not.toBe(200);
    const [wallet] = await h.database.db.query.wallets.findMany({
      where: (w, { eq }) => eq(w.memberId, m.id),
    });
    expect(wallet?.balanceCents).toBe(balance);

    // The one check every stake passes (lottery orders, seamless bets) refuses it too.
    expect(await guardBet(h.database.db, m.id, 100, h.services.now())).toMatchObject({
      status: 403,
      code: EXCLUSION_CODES.excluded,
    });
    // Even a session that slipped through (opened by another path) cannot launch.
    const token = await secondSession(m);
    const g = await player.game('swerte-slots');
    const res = await player.client.get(
      `${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vassalage}`,
      token,
    );
    expect(await failed(res)).toMatchObject({
      status: 403,
      code: EXCLUSION_CODES.excluded,
      value: { kind: 'timeout' },
    });
  });

  it('two devices at once: the later end wins, whatever the order (PostgreSQL: a real race)', async () => {
    const m = await newMember(h);
    const other = await secondSession(m);
    const viaOther = via(m, other);
    const [oneWeek, twoWeeks] = await Promise.all([
      take(m, 'timeout', '1w'),
      take(viaOther, 'timeout', '2w'),
    ]);
    const active = (await history(m.account)).active;
    const rows = await h.database.db
      .select()
      .from(memberExclusions)
      .where(eq(memberExclusions.memberId, m.id));
    // Both checked under the member's lock: the later end stands, whichever committed first. Unless the
    // one-week time-out had already signed every device out when the other device's call was checked
    // (on a loaded machine the whole first call can finish before the second is read): then that call
    // is refused as signed out (401) and the one week stands.
    if (twoWeeks.status === 401) {
      expect(oneWeek.status).toBe(200);
      expect(active?.period).toBe('1w');
    } else {
      expect(twoWeeks.status).toBe(200);
      expect([200, 409, 401]).toContain(oneWeek.status);
      expect(active?.period).toBe('2w');
    }
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
  });

  it('password resets set the password but open no session while excluded', async () => {
    const m = await newMember(h);
    await okValue(await take(m, 'timeout', '24h'), ExclusionSchema);
    const token = await h.services.resetTokens.issue(m.id);
    const res = await authClient(h).json('POST', PATHS.resetByEmail, {
      resetToken: token,
      newPassword: 'Another2025x',
    });
    expect(await failed(res)).toMatchObject({ status: 403, code: EXCLUSION_CODES.excluded });
  });

  it('registration: the settings carry the minimum age (21, or the operator’s 18) and a sign-up without the confirmation is refused', async () => {
    expect(
      (await okValue(await h.get(PATHS.registrationSettings), RegistrationSettingsSchema)).minimumAge,
    ).toBe(21);
    const c = authClient(h);
    const refused = await failed(
      await c.register({
        username: 'Young777',
        password: 'Swerte2025x',
        confirmPassword: 'Swerte2025x',
        ageConfirmed: false,
      }),
    );
    expect([refused.status, refused.code]).toEqual([400, AGE_CODES.unconfirmed]);
    const missing = await failed(
      await c.register({
        username: 'Young777',
        password: 'Swerte2025x',
        confirmPassword: 'Swerte2025x',
        ageConfirmed: undefined,
      }),
    );
    expect(missing.code).toBe(AGE_CODES.unconfirmed);
    expect(await h.database.db.select().from(members).where(eq(members.account, 'Young777'))).toEqual([]);
    // Confirmed: goes through.
    await okValue(
      await c.register({
        username: 'Young777',
        password: 'Swerte2025x',
        confirmPassword: 'Swerte2025x',
        ...(await c.solvedCaptcha()),
      }),
      LoginResultSchema,
    );

    const put = (minimumAge: number) =>
      h.app.request(PATHS.opsProtectionSettings, {
        method: 'PUT',
        headers: { ...ops, 'X-Operator': 'ana' },
        body: JSON.stringify({ minimumAge }),
      });
    expect((await put(19)).status).toBe(400);
    await okValue(await put(18), v.object({ minimumAge: v.literal(18) }));
    expect(
      (await okValue(await h.get(PATHS.registrationSettings), RegistrationSettingsSchema)).minimumAge,
    ).toBe(18);
    const [audited] = await h.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'protection.minimumAge')));
    expect(audited).toMatchObject({ actor: 'ops:ana', details: { minimumAge: 18 } });
    await okValue(await put(21), v.object({ minimumAge: v.literal(21) }));
  });

  it('date of birth: set once, never under the minimum age on the Manila calendar, never in the future', async () => {
    const m = await newMember(h);
    const get = async () => okValue(await m.get(PATHS.birthDate), BirthDateStatusSchema);
    expect(await get()).toEqual({ birthDate: null, minimumAge: 21 });
    const set = (birthDate: string) => m.send('POST', PATHS.birthDate, { birthDate });
    const now = new Date(h.services.now() + 8 * HOUR);
    const y = now.getUTCFullYear();
    const md = now.toISOString().slice(4, 10);
    // 21 tomorrow (Manila): under age today.
    const tomorrow = new Date(h.services.now() + 8 * HOUR + DAY).toISOString().slice(4, 10);
    expect((await failed(await set(`${y - 21}${tomorrow}`))).code).toBe(AGE_CODES.underAge);
    expect((await failed(await set(`${y + 1}-01-01`))).code).toBe(AGE_CODES.dateInvalid);
    expect((await failed(await set('2001-02-29'))).code).toBe(AGE_CODES.dateInvalid);
    expect((await failed(await set('1990-1-1'))).code).toBe(CODES.invalidRequest);
    // 21 today: fine.
    await okValue(await set(`${y - 21}${md}`), BirthDateStatusSchema);
    expect((await get()).birthDate).toBe(`${y - 21}${md}`);
    const again = await failed(await set('1980-05-05'));
    expect([again.status, again.code]).toEqual([409, AGE_CODES.alreadySet]);
    expect((await get()).birthDate).toBe(`${y - 21}${md}`);
  });

  it('the test clock exists only when configured, and the configuration refuses it in production', async () => {
    const body = JSON.stringify({ offsetMs: HOUR });
    expect((await h.app.request(PATHS.opsTestClock, { method: 'POST', headers: ops, body })).status).toBe(
      404,
    );
    const testing = h.appWith({ testClock: true });
    expect((await testing.request(PATHS.opsTestClock, { method: 'POST', body })).status).toBe(401);
    await okValue(
      await testing.request(PATHS.opsTestClock, { method: 'POST', headers: ops, body }),
      v.object({ offsetMs: v.literal(HOUR) }),
    );
    const secret = (ch: string) => ch.repeat(SECRET_MIN_LENGTH);
    const production = {
      NODE_ENV: 'production',
      OPS_TOKEN: secret('o'),
      STUDIO_SECRET: secret('s'),
      SEED_KEY: secret('k'),
      PUBLIC_ORIGIN: 'https://swerte.example',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.swerte.example:587',
    };
    expect(loadConfig(production).testClock).toBe(false);
    expect(() => loadConfig({ ...production, PROTECTION_TEST_CLOCK: '1' })).toThrow(/PROTECTION_TEST_CLOCK/);
    expect(loadConfig({ PROTECTION_TEST_CLOCK: '1' }).testClock).toBe(true);
  });
});
