import { useState } from 'react';
import { WITHDRAW_CODES } from '../../shared/errors/cashier.ts';
import { errorCode } from '../messages.ts';
import { ConfirmLoginDialog } from './confirm-login-dialog.tsx';

/**
 * A call refused for want of a recent login asks for the login password, then runs again:
 * `needsAuth(err, retry)` answers true (and opens the dialog) when `err` is that refusal. `onConfirmed`
 * runs first (e.g. refetch what shows whether the session is recent).
 */
export function useReauth(onConfirmed?: () => void) {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const needsAuth = (err: unknown, again: () => void): boolean => {
    if (errorCode(err) !== WITHDRAW_CODES.recentAuthRequired) return false;
    setRetry(() => again);
    return true;
  };
  const dialog = retry ? (
    <ConfirmLoginDialog
      onConfirmed={() => {
        onConfirmed?.();
        retry();
      }}
      onClosed={() => setRetry(null)}
    />
  ) : null;
  return { needsAuth, dialog };
}
