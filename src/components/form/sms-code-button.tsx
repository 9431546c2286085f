import { Trans } from '@lingui/react/macro';
import styles from './form.module.css';
import type { SmsSender } from './sms-countdown.ts';
import { useSmsCountdown } from './use-sms-countdown.ts';

/**
 * "Get code" button with its countdown (SPEC.md section 4). `onSend` validates the mobile number,
 * sends, shows its own errors, and answers expiredMinutes (or false when nothing was sent: no
 * countdown). `onSent` runs after a successful send (e.g. enable the code field).
 */
export function SmsCodeButton({
  onSend,
  onSent,
  disabled = false,
}: {
  onSend: SmsSender;
  onSent?: () => void;
  disabled?: boolean;
}) {
  const { state, start } = useSmsCountdown();
  return (
    <button
      type="button"
      className={styles.sideButton}
      disabled={disabled || state.phase !== 'idle'}
      aria-live="polite"
      onClick={() => {
        void start(onSend).then((ok) => {
          if (ok) onSent?.();
        });
      }}
    >
      {state.phase === 'sending' ? (
        <Trans>Sending…</Trans>
      ) : state.phase === 'counting' ? (
        <Trans>{state.secondsLeft} s</Trans>
      ) : (
        <Trans>Get code</Trans>
      )}
    </button>
  );
}
