// Texts of the contact-binding codes (CONTACT_CODES). Only these screens show them, so they live here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import { WITHDRAW_CODES } from '../../shared/errors/cashier.ts';
import { CONTACT_CODES as C } from '../../shared/errors/contact.ts';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [C.emailInvalid]: msg`E-mail format is incorrect.`,
  [C.emailSame]: msg`This e-mail address is already bound to your account.`,
  [C.mobileInvalid]: msg`The mobile num is not valid.`,
  [C.mobileSame]: msg`This mobile number is already bound to your account.`,
  [C.mobileTaken]: msg`This mobile number is already registered.`,
  [C.codeInvalid]: msg`Wrong code. Check it, or get a new one.`,
  [C.codeExpired]: msg`The verification code has expired. Please request a new one.`,
  [WITHDRAW_CODES.recentAuthRequired]: msg`Please confirm your login password to continue.`,
};

/** Text of a failed call on the binding screens; other codes read as everywhere else. */
export function contactErrorMessage(err: unknown): MessageDescriptor {
  const own = err instanceof ApiError ? MESSAGES[err.code] : undefined;
  return own ?? errorMessage(err);
}

/** Text of a field code (the server's contact codes, or the form kit's shared ones). */
export const contactFieldMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? fieldMessage(code);
