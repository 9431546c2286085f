// The switches whose flows text a one-time code (issue 34): on only where texts reach phones. Outside
// development the built-in outbox delivers nothing, so with SMS_PROVIDER=outbox a start with one of them
// on is refused (naming them), an operator turning one on is refused, and a new site starts with them off.
import type { Switch } from '../../src/shared/constants/members.ts';
import { merchants } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** SMS login, mobile registration, SMS verification at registration, password reset by SMS. */
export const SMS_SWITCHES = [
  'MOBILEVERCODELOGIN3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
] as const satisfies readonly Switch[];

/** The SMS switches `switches` turns on. */
export const smsSwitchesOn = (switches: Partial<Record<Switch, boolean>> | undefined) =>
  SMS_SWITCHES.filter((name) => switches?.[name] === true);

/** `switches` with every SMS switch off (a new site without a gateway). */
export const withoutSms = <T extends Record<Switch, boolean>>(switches: T): T => ({
  ...switches,
  ...Object.fromEntries(SMS_SWITCHES.map((name) => [name, false])),
});

/** Why a start without texts must not go on: each merchant with SMS switches on; undefined when none. */
export async function smsSwitchesWithoutGateway(db: Db): Promise<string | undefined> {
  const rows = await db.select({ code: merchants.code, config: merchants.config }).from(merchants);
  const on = rows
    .map((r) => ({ code: r.code, names: smsSwitchesOn((r.config as { switches?: never }).switches) }))
    .filter((r) => r.names.length > 0);
  if (on.length === 0) return undefined;
  const list = on.map((r) => `${r.code}: ${r.names.join(', ')}`).join('; ');
  return (
    `SMS_PROVIDER=outbox delivers no text outside development, and these switches send codes by SMS (${list}). ` +
    'Set SMS_PROVIDER=semaphore or twilio with its settings (docs/operators/sms.md), or turn them off with ' +
    '`npm run sms:off` on the same database.'
  );
}
