// The SMS code button's state machine (SPEC.md section 4): idle -> sending -> counting -> idle.
// Framework-free so it can be tested with fake timers; `useSmsCountdown` wraps it for React.
import { SMS_COUNTDOWN_DEFAULT_S } from '../../shared/constants/ui.ts';

export type SmsCountdownState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'counting'; secondsLeft: number };

/**
 * What a sender answers: the code's `expiredMinutes` (countdown = minutes x 60 s; 0 or undefined means
 * the default SMS_COUNTDOWN_DEFAULT_S), or `false` when nothing was sent (no countdown). A throw counts
 * as `false`: the sender shows its own error.
 */
export type SmsSender = () => Promise<number | undefined | false>;

export const IDLE: SmsCountdownState = { phase: 'idle' };

export class SmsCountdown {
  private current: SmsCountdownState = IDLE;
  private timer: ReturnType<typeof setInterval> | undefined;
  private disposed = false;

  constructor(private readonly onChange: (state: SmsCountdownState) => void = () => {}) {}

  get state(): SmsCountdownState {
    return this.current;
  }

  /** Sends once; ignored (resolves false) unless idle. Resolves true when a countdown started. */
  async start(send: SmsSender): Promise<boolean> {
    if (this.disposed || this.current.phase !== 'idle') return false;
    this.set({ phase: 'sending' });
    let minutes: number | undefined | false;
    try {
      minutes = await send();
    } catch {
      minutes = false;
    }
    if (this.disposed) return false;
    if (minutes === false) {
      this.set(IDLE);
      return false;
    }
    const seconds = minutes && minutes > 0 ? Math.round(minutes * 60) : SMS_COUNTDOWN_DEFAULT_S;
    this.set({ phase: 'counting', secondsLeft: seconds });
    this.timer = setInterval(() => this.tick(), 1000);
    return true;
  }

  /** Stops the countdown for good (page left). */
  dispose(): void {
    this.disposed = true;
    clearInterval(this.timer);
  }

  private tick(): void {
    if (this.current.phase !== 'counting') return;
    const left = this.current.secondsLeft - 1;
    if (left <= 0) {
      clearInterval(this.timer);
      this.set(IDLE);
    } else this.set({ phase: 'counting', secondsLeft: left });
  }

  private set(state: SmsCountdownState): void {
    this.current = state;
    if (!this.disposed) this.onChange(state);
  }
}
