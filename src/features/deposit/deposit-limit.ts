// The member's own deposit limit refusing an order (server: server/protection/limits.ts): which period,
// the limit and what is left, in words. The value comes with the refusal; an unreadable one still says why.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { ApiError } from '../../lib/http.ts';
import { formatPeso } from '../../lib/money.ts';
import { LIMIT_CODES } from '../../shared/errors/protection.ts';
import { LimitRefusalSchema } from '../../shared/schemas/protection.ts';

interface I18nLike {
  _: (descriptor: MessageDescriptor) => string;
  locale: string;
}

/** The translated refusal, or null when the error is not a deposit-limit refusal. */
export function depositLimitText(err: unknown, i18n: I18nLike): string | null {
  if (!(err instanceof ApiError) || err.code !== LIMIT_CODES.depositExceeded) return null;
  const parsed = v.safeParse(LimitRefusalSchema, err.value);
  if (!parsed.success) return i18n._(msg`This deposit is over your deposit limit.`);
  const limit = formatPeso(parsed.output.limitCents, i18n.locale);
  const left = formatPeso(parsed.output.leftCents, i18n.locale);
  const period = parsed.output.period;
  if (period === 'day')
    return i18n._(
      msg`This deposit is over your daily deposit limit of ${limit}. You can still deposit ${left} today.`,
    );
  if (period === 'week')
    return i18n._(
      msg`This deposit is over your weekly deposit limit of ${limit}. You can still deposit ${left} this week.`,
    );
  return i18n._(
    msg`This deposit is over your monthly deposit limit of ${limit}. You can still deposit ${left} this month.`,
  );
}
