import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { SignUpConsents, useAgeConsent } from '../../components/form/sign-up-consents.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { VALIDATION_CODES } from '../../components/form/validators.ts';
import { PROVIDER_NAMES, ProviderMark } from '../../components/provider-mark.tsx';
import { ApiError, isConnectionError } from '../../lib/http.ts';
import { errorCode, errorMessage, fieldMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { AFFILIATE_CODE_MAX_LENGTH } from '../../shared/constants/ui.ts';
import { AGENT_REBATE_CODES } from '../../shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { AGE_CODES } from '../../shared/errors/protection.ts';
import { SOCIAL_CODES } from '../../shared/errors/social.ts';
import type { LoginResult } from '../../shared/schemas/auth.ts';
import { type SocialDetailsNeeded, SocialDetailsNeededSchema } from '../../shared/schemas/social.ts';
import { completeSocial } from './api.ts';
import styles from './social-login.module.css';

/** Server answers that belong on the invitation code field. */
const CODE_FIELD: readonly string[] = [
  AUTH_CODES.invitationCodeError,
  AGENT_REBATE_CODES.tooDeep,
  'affiliate.format',
];
/** 409 agent.too_deep: the code's agent is at the deepest a team goes (as on the registration page). */
const TEAM_FULL = msg`This invitation code cannot take new members. Ask for another code, or sign up without one.`;
const fieldText = (code: string): MessageDescriptor =>
  code === AGENT_REBATE_CODES.tooDeep ? TEAM_FULL : fieldMessage(code);

interface Props {
  ticket: string;
  details: SocialDetailsNeeded;
  onSignedIn: (result: LoginResult) => void;
  /** A refusal that ends the sign-in (shown on the login page). */
  onRefused: (err: unknown) => void;
}

/**
 * A first Google or Facebook sign-in registers a member (issue 34): what the provider did not give and
 * the registration rules ask for — the minimum-age confirmation, an invitation code where the merchant
 * requires one — then the same ticket again.
 */
export function DetailsForm({ ticket, details: initial, onSignedIn, onRefused }: Props) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  // A second 409 may ask for more than the first (the merchant's rules changed meanwhile).
  const [details, setDetails] = useState(initial);
  const [agreed, setAgreed] = useState(true);
  const [formError, setFormError] = useState<unknown>(null);
  const { minimumAge, affiliateCodeRequired, provider, name } = details;
  const ageConsent = useAgeConsent(minimumAge);
  const form = useForm<'affiliateCode'>({
    initial: { affiliateCode: '' },
    validate: (values) =>
      affiliateCodeRequired
        ? { affiliateCode: values.affiliateCode.trim() ? null : VALIDATION_CODES.fieldRequired }
        : {},
    message: (code) => i18n._(fieldText(code)),
  });
  const complete = useMutation({ mutationFn: completeSocial });

  const submit = form.handleSubmit((values) => {
    if (complete.isPending || !agreed || !ageConsent.given()) return;
    setFormError(null);
    const affiliateCode = values.affiliateCode.trim();
    complete.mutate(
      {
        ticket,
        ...(minimumAge !== undefined ? { ageConfirmed: true } : {}),
        ...(affiliateCodeRequired && affiliateCode ? { affiliateCode } : {}),
      },
      {
        onSuccess: onSignedIn,
        onError: (err) => {
          const code = errorCode(err);
          if (CODE_FIELD.includes(code) && affiliateCodeRequired) form.setError('affiliateCode', code);
          else if (code === AGE_CODES.unconfirmed) ageConsent.refused();
          else if (code === SOCIAL_CODES.details) {
            const more = v.safeParse(SocialDetailsNeededSchema, err instanceof ApiError ? err.value : null);
            if (more.success) setDetails(more.output);
            setFormError(err);
          } else if (isConnectionError(err) || code === AUTH_CODES.throttled) setFormError(err);
          else onRefused(err);
        },
      },
    );
  });

  const providerName = PROVIDER_NAMES[provider];
  return (
    <form className={styles.page} noValidate onSubmit={submit} aria-label={t`Finish signing up`}>
      <div className={styles.heading}>
        <ProviderMark provider={provider} size={28} />
        <h2 className={styles.title}>{name ? <Trans>Welcome, {name}</Trans> : <Trans>Almost done</Trans>}</h2>
      </div>
      <p className={styles.text}>
        <Trans>
          This {providerName} account is new here. Confirm the following to create your account and log in.
        </Trans>
      </p>
      {affiliateCodeRequired ? (
        <TextField
          {...form.field('affiliateCode')}
          label={<Trans>Invitation code</Trans>}
          name="affiliateCode"
          autoComplete="off"
          maxLength={AFFILIATE_CODE_MAX_LENGTH}
          required
        />
      ) : null}
      <SignUpConsents age={ageConsent.age} agreed={agreed} onAgreed={setAgreed} />
      {formError ? <FormAlert>{i18n._(errorMessage(formError))}</FormAlert> : null}
      <OfflineHint />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!agreed || complete.isPending || !online}
      >
        {complete.isPending ? <Trans>Please wait…</Trans> : <Trans>Create account</Trans>}
      </button>
      <Link to="/m/login" replace className={styles.back}>
        <Trans>Back to login</Trans>
      </Link>
    </form>
  );
}
