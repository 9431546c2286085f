import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorCode } from '../../lib/messages.ts';
import { WITHDRAW_CODES } from '../../shared/cashier-errors.ts';
import { sessionStore } from '../../stores/session.ts';
import { payoutKeys } from './api.ts';
import { ConfirmLoginDialog } from './confirm-login-dialog.tsx';

/**
 * A call refused for want of a recent login asks for the login password, then runs again:
 * `needsAuth(err, retry)` answers true (and opens the dialog) when `err` is that refusal.
 */
export function useReauth() {
  const queryClient = useQueryClient();
  const { session } = useSnapshot(sessionStore);
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const needsAuth = (err: unknown, again: () => void): boolean => {
    if (errorCode(err) !== WITHDRAW_CODES.recentAuthRequired) return false;
    setRetry(() => again);
    return true;
  };
  const dialog = retry ? (
    <ConfirmLoginDialog
      onConfirmed={() => {
        if (session) void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(session.userName) });
        retry();
      }}
      onClosed={() => setRetry(null)}
    />
  ) : null;
  return { needsAuth, dialog };
}
