// Agent rebate rates as typed in a form: a percentage with up to two decimals ("0.75" is 75 basis
// points), checked against the agent's own rate by the shared rule (src/shared/agent-rebate.ts). Shared
// by the account-opening form and the rebate settings screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage, fieldMessage } from '../../lib/messages.ts';
import { rateProblem } from '../../shared/agent-rebate.ts';
import type { RebateCategory } from '../../shared/constants/rebates.ts';
import { AGENT_REBATE_CODES } from '../../shared/errors/agent-rebate.ts';

const RATE_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** Basis points of a typed percentage, or null when it is not one; an empty field is 0. */
export function parseRate(text: string): number | null {
  const t = text.trim();
  if (!t) return 0;
  const m = RATE_TEXT.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The typed form of a rate: 75 → "0.75", 100 → "1", 0 → "". */
export const rateText = (rateBp: number) =>
  rateBp === 0 ? '' : String(rateBp / 100).replace(/(\.\d\d)\d+$/, '$1');

/** The field's message code: null, or why the rate cannot be given within `boundBp` (the agent's own). */
export function rateFieldProblem(category: RebateCategory, text: string, boundBp: number): string | null {
  const bp = parseRate(text);
  return bp === null ? AGENT_REBATE_CODES.rateBounds : rateProblem(category, bp, boundBp);
}

const RATE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [AGENT_REBATE_CODES.rateBounds]: msg`Enter a percentage with up to two decimals, like 0.5.`,
  [AGENT_REBATE_CODES.rateAboveOwn]: msg`This is higher than your own rate in this category.`,
  [AGENT_REBATE_CODES.rateAboveEdge]: msg`This is above the house edge of this category: a rebate may not pay more than the games earn.`,
  [AGENT_REBATE_CODES.notDirect]: msg`Only the direct upline can set this member's rates.`,
  [AGENT_REBATE_CODES.notAgent]: msg`Players have no agent rebate rates.`,
  [AGENT_REBATE_CODES.tooDeep]: msg`Your team is as deep as it can go: no account can be opened below you. Ask your upline to open it.`,
};

/** The text of a rate field's code. */
export const rateMessage = (code: string): MessageDescriptor => RATE_MESSAGES[code] ?? fieldMessage(code);

/** The text of a failed call of the agent rebate and account screens. */
export const agentErrorMessage = (err: unknown): MessageDescriptor =>
  RATE_MESSAGES[errorCode(err)] ?? errorMessage(err);
