// How a refused sign-in reads, whichever way it came (password or SMS login, Google or Facebook): the
// login page shows it, and the social sign-in's landing page sends its refusals there (issue 34).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { EXCLUSION_CODES } from '../../shared/errors/protection.ts';
import { ExcludedValueSchema } from '../../shared/schemas/protection.ts';
import { ApiError } from '../http.ts';
import { errorMessage } from '../messages.ts';
import { formatOperatorTime } from '../operator-time.ts';

/** A time-out or self-exclusion refusal says until when (issue 13); null for any other failure. */
function exclusionMessage(err: unknown, i18n: I18n): string | null {
  if (!(err instanceof ApiError) || err.code !== EXCLUSION_CODES.excluded) return null;
  const value = err.value as { kind?: unknown; until?: unknown } | null;
  const until = typeof value?.until === 'string' ? formatOperatorTime(value.until, i18n.locale) : null;
  if (!until) return i18n._(msg`This account is permanently self-excluded. It cannot log in or play.`);
  return value?.kind === 'timeout'
    ? i18n._(msg`This account is on a time-out until ${until}. It cannot log in or play until then.`)
    : i18n._(msg`This account is self-excluded until ${until}. It cannot log in or play until then.`);
}

/** The translated text of a refused login: an exclusion says until when, any other its code's text. */
export const loginRefusalMessage = (err: unknown, i18n: I18n): string =>
  exclusionMessage(err, i18n) ?? i18n._(errorMessage(err));

/** The cash-out session a self-excluded member with a balance gets with the refusal (issue 31). */
export function cashoutOf(err: unknown) {
  if (!(err instanceof ApiError) || err.code !== EXCLUSION_CODES.excluded) return undefined;
  const value = v.safeParse(ExcludedValueSchema, err.value);
  return value.success ? value.output.cashout : undefined;
}
