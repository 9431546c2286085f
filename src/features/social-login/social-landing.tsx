import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { cashoutOf } from '../../lib/account/login-refusal.ts';
import { takeSocialRedirect } from '../../lib/account/redirect.ts';
import { linkResultState, signInNoticeState } from '../../lib/account/social-return.ts';
import { ApiError, isConnectionError } from '../../lib/http.ts';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { SOCIAL_CODES } from '../../shared/errors/social.ts';
import type { LoginResult } from '../../shared/schemas/auth.ts';
import { type SocialDetailsNeeded, SocialDetailsNeededSchema } from '../../shared/schemas/social.ts';
import { setCashout } from '../../stores/cashout.ts';
import { startSession } from '../../stores/session.ts';
import { completeSocial } from './api.ts';
import { DetailsForm } from './details-form.tsx';
import { parseLanding } from './landing.ts';
import styles from './social-login.module.css';

type Step =
  | { step: 'working' }
  | { step: 'details'; details: SocialDetailsNeeded }
  | { step: 'retry'; error: unknown };

/**
 * Where Google or Facebook sends the member back (issue 34), through the server's callback: a ticket
 * is traded for a session like a password login's (or, for a new account, the details form first); a
 * refusal or failure is shown on the login page, a link's outcome in the security centre. Never blank:
 * while it works it says so, and a lost connection can be retried here (the ticket is still good).
 */
export function SocialLanding({ fragment }: { fragment: string }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  // Read once: what the page does next must not follow later changes of the address.
  const [landing] = useState(() => parseLanding(fragment));
  const [step, setStep] = useState<Step>({ step: 'working' });
  const complete = useMutation({ mutationFn: completeSocial });

  const signedIn = (result: LoginResult) => {
    startSession(result);
    void navigate({ href: takeSocialRedirect(), replace: true });
  };
  const refused = (err: unknown) => {
    // A self-excluded member with a balance may still withdraw it (issue 31), as after a password login.
    const cashout = cashoutOf(err);
    if (cashout) setCashout({ ...cashout, userName: '' });
    void navigate({ to: '/m/login', replace: true, state: signInNoticeState(err) });
  };
  const trade = (ticket: string) => {
    setStep({ step: 'working' });
    complete.mutate(
      { ticket },
      {
        onSuccess: signedIn,
        onError: (err) => {
          const details =
            errorCode(err) === SOCIAL_CODES.details
              ? v.safeParse(SocialDetailsNeededSchema, err instanceof ApiError ? err.value : null)
              : null;
          if (details?.success) setStep({ step: 'details', details: details.output });
          else if (isConnectionError(err) || errorCode(err) === AUTH_CODES.throttled)
            setStep({ step: 'retry', error: err });
          else refused(err);
        },
      },
    );
  };

  // Once, also under StrictMode's second run of effects: a ticket is good for one session.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the fragment read on mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if ('ticket' in landing) trade(landing.ticket);
    else if (landing.intent === 'link') {
      const result = 'linked' in landing ? { linked: landing.linked } : { code: landing.error };
      void navigate({ to: '/m/securityCenter', replace: true, state: linkResultState(result) });
    } else refused(new ApiError(landing.error, 0));
  }, []);

  if (step.step === 'details' && 'ticket' in landing)
    return (
      <DetailsForm ticket={landing.ticket} details={step.details} onSignedIn={signedIn} onRefused={refused} />
    );
  if (step.step === 'retry' && 'ticket' in landing)
    return (
      <div className={styles.page}>
        <FormAlert>{i18n._(errorMessage(step.error))}</FormAlert>
        <OfflineHint />
        <button
          type="button"
          className={`button-primary ${styles.submit}`}
          disabled={!online}
          onClick={() => trade(landing.ticket)}
        >
          <Trans>Try again</Trans>
        </button>
        <Link to="/m/login" replace className={styles.back}>
          <Trans>Back to login</Trans>
        </Link>
      </div>
    );
  return (
    <div className={styles.page}>
      <p className={styles.working} role="status" aria-busy="true">
        {landing.intent === 'link' ? <Trans>Linking your account…</Trans> : <Trans>Logging in…</Trans>}
      </p>
    </div>
  );
}
