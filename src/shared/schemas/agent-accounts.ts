// Account opening by an agent (issue 15, /m/agentRegister, AFFMAN3): a member (type 0) or a sub-agent
// (type 1) directly below the caller, under the registration rules of sign-up.
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../password.ts';
import { AgentRatesBodySchema } from './agent-rebates.ts';

/** The types an agent may open: a player or a sub-agent. */
export const OPENED_TYPES = [0, 1] as const;

export const AgentAccountBodySchema = v.object({
  type: v.picklist(OPENED_TYPES),
  username: v.pipe(v.string(), v.maxLength(64)),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
  confirmPassword: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
  /** A sub-agent's first rates, each within the agent's own (players have none). */
  rates: v.optional(AgentRatesBodySchema.entries.rates),
});
export type AgentAccountBody = v.InferOutput<typeof AgentAccountBodySchema>;

export const AgentAccountSchema = v.object({ id: v.number(), account: v.string(), type: v.number() });
export type AgentAccount = v.InferOutput<typeof AgentAccountSchema>;
