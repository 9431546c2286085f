// Account opening by an agent (issue 15, /m/agentRegister): a member (type 0) or a sub-agent (type 1)
// directly below the agent, under the sign-up rules: the merchant's user-name and password rules
// (src/shared/registration.ts, the same codes), the server's password policy, the same hashing, a
// wallet opened at 0. A sub-agent's first rates are written in the same transaction, each at most the
// agent's own (server/agents/rebates.ts). The unique account index settles concurrent openings of one
// name: one is created, the others answer 409 username taken.

import type { RegisterField } from '../../src/shared/constants/accounts.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { checkRegisterField } from '../../src/shared/registration.ts';
import { VALIDATION_CODES } from '../../src/shared/registration-checks.ts';
import type { AgentAccount, AgentAccountBody } from '../../src/shared/schemas/agent-accounts.ts';
import { findByAccount } from '../auth/members.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { registrationSettings, ruleOf, storedRegistration } from '../auth/registration-rules.ts';
import { THROTTLE } from '../auth/throttle.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, type Refusal, refused, throttledFor } from '../core/outcome.ts';
import { uniqueViolation } from '../db/pg-errors.ts';
import { members } from '../db/schema.ts';
import { openEmptyWallet } from '../wallet/ledger.ts';
import { writeRates } from './rebates.ts';
import { roomBelow, TOO_DEEP_MESSAGE } from './team.ts';

/** Openings per agent per hour: generous for a real agent, a wall for a script. */
export const AGENT_ACCOUNTS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

const FIELDS: readonly RegisterField[] = ['username', 'password', 'confirmPassword'];

/** Thrown out of the opening's transaction to roll it back with the refusal to answer. */
class RefusedOpening extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.message);
  }
}

export type OpenOutcome = Outcome<AgentAccount>;

export async function openAccount(
  services: Services,
  agent: { id: number; merchantCode: string },
  body: AgentAccountBody,
): Promise<OpenOutcome> {
  const { db, siteConfig, passwords, throttle } = services;
  // Every attempt counts, refused ones too: a script cannot probe names without end.
  const allowed = await throttle.attempt([
    {
      kind: THROTTLE.agentAccounts,
      key: String(agent.id),
      windowMs: HOUR_MS,
      limit: AGENT_ACCOUNTS_PER_HOUR,
    },
  ]);
  if (!allowed.ok) return throttledFor(allowed.retryAfterS);
  const site = await siteConfig.stored(agent.merchantCode);
  if (!site) return refused(400, CODES.merchantUnknown, 'Unknown merchant');
  const settings = registrationSettings(site, await storedRegistration(db, agent.merchantCode));
  const values = {
    username: body.username.trim(),
    password: body.password,
    confirmPassword: body.confirmPassword,
  };
  for (const name of FIELDS) {
    const code = checkRegisterField(settings, { name, required: true }, values);
    if (code === VALIDATION_CODES.confirmMismatch)
      return refused(400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
    if (code)
      return {
        ok: false,
        status: 400,
        code: AUTH_CODES.fieldInvalid,
        message: ruleOf(settings.fields, name)?.message ?? code,
        value: { field: name },
      };
  }
  const problem = passwordProblem(body.password, values.username, ruleOf(settings.fields, 'password'));
  if (problem?.code === AUTH_CODES.fieldInvalid)
    return {
      ok: false,
      status: 400,
      code: problem.code,
      message: problem.message,
      value: { field: 'password' },
    };
  if (problem) return refused(400, problem.code, problem.message);
  if (body.type === 0 && body.rates?.length)
    return refused(400, CODES.invalidRequest, 'rates: only a sub-agent has rebate rates');

  if (!(await roomBelow(db, agent.id))) return refused(409, AGENT_REBATE_CODES.tooDeep, TOO_DEEP_MESSAGE);

  const taken = () => refused(409, AUTH_CODES.usernameTaken, 'Sorry, the username already exists');
  if (await findByAccount(db, agent.merchantCode, values.username)) return taken();

  const passwordHash = await passwords.hash(body.password);
  const at = new Date(services.now());
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          merchantCode: agent.merchantCode,
          account: values.username,
          passwordHash,
          type: body.type,
          regDate: at,
          parentId: agent.id,
          openedBy: agent.id,
          // The agent chose this password: the member sets its own at first login (decision 50).
          mustSetPassword: true,
        })
        .returning({ id: members.id, account: members.account, type: members.type });
      if (!member) throw new Error('member not created');
      await openEmptyWallet(tx, member.id);
      if (body.rates?.length) {
        const written = await writeRates(
          tx,
          member.id,
          { rates: body.rates },
          agent.id,
          `agent:${agent.id}`,
          at,
        );
        // A refused rate rolls the whole opening back: nothing half made.
        if (!written.ok) throw new RefusedOpening(written);
      }
      return done(member);
    });
  } catch (err) {
    if (err instanceof RefusedOpening) return err.outcome;
    if (uniqueViolation(err) !== undefined) return taken();
    throw err;
  }
}
