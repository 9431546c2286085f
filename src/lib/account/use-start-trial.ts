import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../components/toast/toast-store.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { startSession } from '../../stores/session.ts';
import { errorMessage } from '../messages.ts';
import { startTrial } from './api.ts';

/**
 * The free trial, from the login screen's "Test play" and the trial page alike: a please-wait toast,
 * the trial session (an answer without a token is no session), then home.
 */
export function useStartTrial() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['member', 'trial'],
    mutationFn: async () => {
      const hide = showToast(msg`Please wait`, TOAST_MS.loadingLong);
      try {
        return await startTrial();
      } finally {
        hide();
      }
    },
    onSuccess: (result) => {
      if (!result.token) {
        showToast(msg`Test play is not available right now.`, TOAST_MS.short);
        return;
      }
      startSession(result, { trial: true });
      void navigate({ to: '/m/home', replace: true });
    },
    onError: (err) => showToast(errorMessage(err), TOAST_MS.short),
  });
}
