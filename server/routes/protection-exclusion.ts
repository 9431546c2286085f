// Time-out, self-exclusion and age (issue 13, player protection). Members take a time-out or self-exclude
// (login password as proof) and set their date of birth once; operators see a member's exclusions (no
// endpoint shortens or lifts one) and set the minimum age. The test clock exists only when configured.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CODES } from '../../src/shared/errors/general.ts';
import { AGE_CODES, EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  BirthDateSchema,
  BirthDateStatusSchema,
  ExclusionRequestSchema,
  ExclusionSchema,
  OpsExclusionListSchema,
  OpsExclusionQuerySchema,
  ProtectionSettingsSchema,
  TestClockSchema,
} from '../../src/shared/schemas/protection.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { TestClock } from '../lib/test-clock.ts';
import { birthDateStatus, minimumAgeOf, setBirthDate, setMinimumAge } from '../protection/age.ts';
import type { Exclusions } from '../protection/exclusion.ts';

export function protectionExclusionRoutes(services: Services, exclusions: Exclusions, testClock?: TestClock) {
  const { db, config } = services;
  const app = new Hono<AppEnv>();
  const session = [requireSession(services), rejectTrial] as const;
  const memberId = (c: Context<AppEnv>) => c.get('session').memberId;

  app.get(
    PATHS.exclusion,
    documented({
      summary: 'The running time-out or self-exclusion of the member (null: none)',
      auth: 'session',
      value: v.nullable(ExclusionSchema),
    }),
    ...session,
    async (c) => ok(c, await exclusions.current(memberId(c))),
  );

  app.post(
    PATHS.exclusion,
    documented({
      summary: 'Take a time-out (24h–6 weeks) or self-exclude (6 months–permanent); signs out everywhere',
      description:
        'The login password is the proof. From the answer on, every session is revoked and login, launch and bets answer 403 `protection.excluded` until it ends. A new one must end later than the running one (409 otherwise): nothing shortens one. The member gets a confirmation in the inbox and, when an e-mail is bound, by e-mail.',
      auth: 'session',
      value: ExclusionSchema,
      failures: {
        400: [CODES.invalidRequest, EXCLUSION_CODES.passwordWrong],
        409: [EXCLUSION_CODES.notLonger],
      },
    }),
    ...session,
    validJson(ExclusionRequestSchema),
    async (c) => answer(c, await exclusions.take(memberId(c), c.req.valid('json'))),
  );

  app.get(
    PATHS.birthDate,
    documented({
      summary: "The member's date of birth (null: not set) and the merchant's minimum age",
      auth: 'session',
      value: BirthDateStatusSchema,
    }),
    ...session,
    async (c) => ok(c, await birthDateStatus(db, memberId(c), c.get('merchant'))),
  );

  app.post(
    PATHS.birthDate,
    documented({
      summary: 'Set the date of birth (once; never under the minimum age on the Manila calendar)',
      auth: 'session',
      value: BirthDateStatusSchema,
      failures: {
        400: [CODES.invalidRequest, AGE_CODES.dateInvalid, AGE_CODES.underAge],
        409: [AGE_CODES.alreadySet],
      },
    }),
    ...session,
    validJson(BirthDateSchema),
    async (c) =>
      answer(
        c,
        await setBirthDate(db, memberId(c), c.get('merchant'), c.req.valid('json').birthDate, services.now()),
      ),
  );

  // Operators: see, never shorten.
  app.use(PATHS.opsExclusions, opsAuth(config.opsToken));
  app.use(PATHS.opsProtectionSettings, opsAuth(config.opsToken));

  app.get(
    PATHS.opsExclusions,
    documented({
      summary: "A member's time-outs and self-exclusions, newest first, and the one running (read only)",
      description: "There is no endpoint that shortens or lifts one: a member's choice stands until it ends.",
      auth: 'ops',
      value: OpsExclusionListSchema,
      failures: { 404: [CODES.notFound] },
    }),
    validQuery(OpsExclusionQuerySchema),
    async (c) => {
      const found = await exclusions.history(merchantOf(c), c.req.valid('query').account);
      return found ? ok(c, found) : fail(c, 404, CODES.notFound, 'No such member');
    },
  );

  app.get(
    PATHS.opsProtectionSettings,
    documented({ summary: "The merchant's minimum age", auth: 'ops', value: ProtectionSettingsSchema }),
    async (c) => ok(c, { minimumAge: await minimumAgeOf(db, merchantOf(c)) }),
  );

  app.put(
    PATHS.opsProtectionSettings,
    documented({
      summary: "Set the merchant's minimum age (18 or 21); audited as `protection.minimumAge`",
      auth: 'ops',
      value: ProtectionSettingsSchema,
      failures: { 400: [CODES.invalidRequest], 404: [CODES.merchantUnknown] },
    }),
    validJson(ProtectionSettingsSchema),
    async (c) => {
      const { minimumAge } = c.req.valid('json');
      const set = await setMinimumAge(db, merchantOf(c), minimumAge, actorOf(c));
      return set ? ok(c, { minimumAge }) : fail(c, 404, CODES.merchantUnknown, 'Unknown merchant');
    },
  );

  // The test clock: absent (404 like any unknown path) unless PROTECTION_TEST_CLOCK=1.
  if (testClock) {
    app.use(PATHS.opsTestClock, opsAuth(config.opsToken));
    app.post(
      PATHS.opsTestClock,
      documented({
        summary: 'Test servers only (PROTECTION_TEST_CLOCK=1): move the server clock `offsetMs` ahead',
        auth: 'ops',
        value: v.object({ offsetMs: v.number() }),
      }),
      validJson(TestClockSchema),
      async (c) => ok(c, { offsetMs: testClock.set(c.req.valid('json').offsetMs) }),
    );
  }

  return app;
}
