// Texts of the inbox's own code; only the message centre shows it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import { INBOX_CODES } from '../../shared/errors/member.ts';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [INBOX_CODES.unknown]: msg`This message is no longer in your inbox.`,
};

export const inboxErrorMessage = (err: unknown): MessageDescriptor =>
  MESSAGES[errorCode(err)] ?? errorMessage(err);
