import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import type { DialingCode } from '../../components/form/dialing-code-select.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useLoadingToast } from '../../components/toast/use-loading-toast.ts';
import type { SmsPurpose } from '../../shared/constants/accounts.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { errorMessage, smsFieldCode } from '../messages.ts';
import { sendSmsCode } from './api.ts';

/**
 * The "Get code" send of every form (login, registration, reset by phone): a sending toast, the call,
 * "SMS sent"; a failure that belongs on the mobile field (bad or taken number) goes to `onFieldError`,
 * any other shows as a toast. Answers the code's lifetime in minutes, or false when nothing was sent
 * (the form kit's SmsCodeButton then starts no countdown).
 */
export function useSendSmsCode(purpose: SmsPurpose, onFieldError: (code: string) => void) {
  const { start, stop } = useLoadingToast();
  return useCallback(
    async (mobileNum: string, countryDialingCode: DialingCode): Promise<number | false> => {
      start(msg`Sending…`, TOAST_MS.loadingLong);
      try {
        const { expiredMinutes } = await sendSmsCode({
          mobileNum: mobileNum.trim(),
          countryDialingCode,
          purpose,
        });
        stop();
        showToast(msg`SMS sent`, TOAST_MS.successSms);
        return expiredMinutes;
      } catch (err) {
        stop();
        const field = smsFieldCode(err);
        if (field) onFieldError(field);
        else showToast(errorMessage(err), TOAST_MS.short);
        return false;
      }
    },
    [start, stop, purpose, onFieldError],
  );
}
