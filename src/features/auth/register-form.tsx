import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SignUpConsents, useAgeConsent } from '../../components/form/sign-up-consents.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useCaptcha } from '../../components/form/use-captcha.ts';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useLoadingToast } from '../../components/toast/use-loading-toast.ts';
import { useSendSmsCode } from '../../lib/account/use-send-sms-code.ts';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { registerMethod } from '../../pwa/display-mode.ts';
import { REGISTER_FIELDS, type RegisterField } from '../../shared/constants/accounts.ts';
import {
  AFFILIATE_CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
  TOAST_MS,
} from '../../shared/constants/ui.ts';
import { AGENT_REBATE_CODES } from '../../shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { AGE_CODES } from '../../shared/errors/protection.ts';
import {
  checkRegisterField,
  initialRegisterMethod,
  type RegisterMethodTab,
  type RegisterValues,
  registerFields,
  type ShownField,
} from '../../shared/registration.ts';
import type { RegistrationPayload, RegistrationSettings } from '../../shared/schemas/auth.ts';
import type { SocialStart } from '../../shared/schemas/social.ts';
import { startSession } from '../../stores/session.ts';
import { checkAffiliate, fetchCaptcha, register } from './api.ts';
import styles from './auth.module.css';
import { MethodTabs } from './method-tabs.tsx';

/** 409 agent.too_deep: the code's agent is at the deepest a team goes. */
const TEAM_FULL = msg`This invitation code cannot take new members. Ask for another code, or sign up without one.`;

/** Server codes that belong to one field; the rest show above the button. */
const CODE_FIELD: Partial<Record<string, RegisterField>> = {
  [AUTH_CODES.usernameTaken]: 'username',
  [AUTH_CODES.mobileTaken]: 'mobileNum',
  [AUTH_CODES.smsCodeInvalid]: 'verificationCode',
  [AUTH_CODES.smsCodeExpired]: 'verificationCode',
  [AUTH_CODES.captchaRequired]: 'captcha',
  [AUTH_CODES.captchaInvalid]: 'captcha',
  [AUTH_CODES.invitationCodeError]: 'affiliateCode',
  [AGENT_REBATE_CODES.tooDeep]: 'affiliateCode',
  [AUTH_CODES.passwordCommon]: 'password',
  [AUTH_CODES.passwordMismatch]: 'confirmPassword',
  [AUTH_CODES.emailIncorrect]: 'email',
};
const FieldInvalidSchema = v.object({ field: v.picklist(REGISTER_FIELDS) });

const LABELS: Record<RegisterField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`SMS code`,
  affiliateCode: msg`Invitation code`,
  nickname: msg`Nickname`,
  email: msg`E-mail`,
  payeeName: msg`Real name`,
  captcha: msg`Verification code`,
};

const emptyValues = (affiliate: string): RegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  affiliateCode: affiliate,
  nickname: '',
  email: '',
  payeeName: '',
  captcha: '',
});

/**
 * What a Google or Facebook sign-up takes from the form: the invitation code, the age confirmation and an
 * invite link's referral code.
 */
function socialStart(affiliateCode: string, ageConfirmed: boolean, recommenderId?: string): SocialStart {
  const code = affiliateCode.trim();
  const referral = recommenderId?.trim();
  return {
    ...(code && code.length <= AFFILIATE_CODE_MAX_LENGTH ? { affiliateCode: code } : {}),
    ...(ageConfirmed ? { ageConfirmed: true } : {}),
    ...(referral && referral.length <= AFFILIATE_CODE_MAX_LENGTH ? { recommenderId: referral } : {}),
  };
}

/** The registration form built from the server's settings (SPEC.md sections 2, 4 and 5). */
export function RegisterForm({
  settings,
  affiliateCode,
  recommenderId,
  social,
}: {
  settings: RegistrationSettings;
  affiliateCode: string | undefined;
  /** An invite link's referral code, sent as is (the server ignores an unknown one). */
  recommenderId?: string | undefined;
  /** Third-party sign-up buttons, given what the form has so far (carried through the provider's round trip). */
  social?: (start: SocialStart) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loading = useLoadingToast();
  const { methods } = settings;
  const [chosen, setChosen] = useState<RegisterMethodTab>(() => initialRegisterMethod(methods));
  const method: RegisterMethodTab = methods[chosen] ? chosen : initialRegisterMethod(methods);
  const [dialingCode, setDialingCode] = useState<DialingCode>(DEFAULT_DIALING_CODE);
  const [formError, setFormError] = useState<unknown>(null);
  const [agreed, setAgreed] = useState(true);
  // The minimum-age confirmation (issue 13): never pre-ticked; the server refuses a sign-up without it.
  const ageConsent = useAgeConsent(settings.minimumAge);
  const captcha = useCaptcha(fetchCaptcha, settings.captcha);
  const shown = registerFields(settings, method, Boolean(affiliateCode));
  const check = (f: ShownField, vals: RegisterValues) => checkRegisterField(settings, f, vals);
  const form = useForm<RegisterField>({
    initial: () => emptyValues(affiliateCode ?? ''),
    validate: (vals) => Object.fromEntries(shown.map((f) => [f.name, check(f, vals)])),
    message: (code) => i18n._(code === AGENT_REBATE_CODES.tooDeep ? TEAM_FULL : fieldMessage(code)),
  });
  const { values } = form;

  const onChange = (name: RegisterField) => {
    const set = form.field(name).onChange;
    if (name !== 'password') return set;
    return (x: string) => {
      set(x);
      // The confirmation follows the password it must equal.
      if (values.confirmPassword) form.reveal('confirmPassword');
    };
  };

  const newCaptcha = () => {
    form.setValue('captcha', '');
    captcha.refresh();
  };

  const mutation = useMutation({
    mutationFn: async (payload: RegistrationPayload) => {
      // SPEC.md section 5: an entered invitation code is checked before registering.
      if (payload.affiliateCode) {
        const { success } = await checkAffiliate({ code: payload.affiliateCode, domain: payload.domain });
        if (!success) throw new ApiError(AUTH_CODES.invitationCodeError, 400);
      }
      return register(queryClient, payload);
    },
    onMutate: () => loading.start(msg`Please wait…`, TOAST_MS.loading),
    onSettled: () => loading.stop(),
    onSuccess: (result) => {
      showToast(msg`Registered successfully`, TOAST_MS.successRegister);
      startSession(result);
      void navigate({ to: '/m/home', replace: true });
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : '';
      const isAffiliate = code === AUTH_CODES.invitationCodeError;
      if (code === AGE_CODES.unconfirmed) {
        form.clearErrors();
        if (settings.captcha) newCaptcha();
        setFormError(null);
        ageConsent.refused();
        return;
      }
      // The fields passed their checks: start the slate over, so the emptied captcha is not shown in red.
      form.clearErrors();
      if (settings.captcha && !isAffiliate) newCaptcha();
      let field = CODE_FIELD[code];
      let fieldCode = code;
      if (code === AUTH_CODES.fieldInvalid && err instanceof ApiError) {
        const parsed = v.safeParse(FieldInvalidSchema, err.value);
        if (parsed.success) {
          field = parsed.output.field;
          fieldCode = settings.fields.find((r) => r.name === field)?.message ?? code;
        }
      }
      if (field && shown.some((f) => f.name === field)) {
        setFormError(null);
        form.setError(field, fieldCode);
      } else setFormError(err);
    },
  });

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending || !agreed || !ageConsent.given()) return;
    setFormError(null);
    const payload: RegistrationPayload = {
      method,
      registerMethod: registerMethod(),
      registerUrl: location.hostname,
      domain: location.host,
      type: 0,
      ageConfirmed: true,
    };
    for (const { name } of shown) {
      const raw = values[name];
      const value = name === 'password' || name === 'confirmPassword' ? raw : raw.trim();
      if (value) payload[name] = value;
    }
    if (payload.mobileNum) payload.countryDialingCode = dialingCode;
    if (recommenderId) payload.recommenderId = recommenderId;
    if (payload.captcha) payload.captchaId = captcha.captcha?.captchaId ?? '';
    mutation.mutate(payload);
  });

  const send = useSendSmsCode('register', (code) => form.setError('mobileNum', code));
  const sendCode = async (): Promise<number | false> => {
    const mobile = shown.find((f) => f.name === 'mobileNum');
    const problem = mobile ? check({ ...mobile, required: true }, values) : null;
    if (problem) {
      form.setError('mobileNum', problem);
      return false;
    }
    return send(values.mobileNum, dialingCode);
  };

  const renderField = ({ name, required }: ShownField) => {
    const common = {
      ...form.field(name),
      onChange: onChange(name),
      name,
      label: i18n._(LABELS[name]),
      required,
    };
    switch (name) {
      case 'password':
      case 'confirmPassword':
        return <PasswordField key={name} {...common} autoComplete="new-password" maxLength={128} />;
      case 'mobileNum':
        return (
          <MobileField
            key={name}
            {...common}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
          />
        );
      case 'verificationCode':
        return (
          <TextField
            key={name}
            {...common}
            inputMode="numeric"
            maxLength={SMS_CODE_MAX_LENGTH}
            autoComplete="one-time-code"
            trailing={<SmsCodeButton onSend={sendCode} />}
          />
        );
      case 'captcha':
        return <CaptchaField key={name} {...common} captcha={captcha} />;
      case 'email':
        return (
          <TextField
            key={name}
            {...common}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
        );
      default:
        return (
          <TextField
            key={name}
            {...common}
            autoComplete={name === 'username' ? 'username' : name === 'nickname' ? 'nickname' : 'off'}
            maxLength={name === 'username' ? 64 : 32}
          />
        );
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {methods.username && methods.mobile ? (
        <MethodTabs
          label={t`Registration method`}
          value={method}
          onChange={(next) => {
            setChosen(next);
            form.clearErrors();
            setFormError(null);
          }}
          options={[
            { value: 'username', label: <Trans>Username</Trans> },
            { value: 'mobile', label: <Trans>Mobile number</Trans> },
          ]}
        />
      ) : null}
      {shown.map(renderField)}
      <SignUpConsents age={ageConsent.age} agreed={agreed} onAgreed={setAgreed} />
      {formError ? <FormAlert>{i18n._(errorMessage(formError))}</FormAlert> : null}
      <OfflineHint />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!agreed || mutation.isPending || !online}
      >
        <Trans>Register</Trans>
      </button>
      {social?.(socialStart(values.affiliateCode, ageConsent.confirmed, recommenderId))}
    </form>
  );
}
