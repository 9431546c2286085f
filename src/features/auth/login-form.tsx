import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { Checkbox } from '../../components/form/checkbox.tsx';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useCaptcha } from '../../components/form/use-captcha.ts';
import { useFieldRefs } from '../../components/form/use-field-refs.ts';
import { loginUsername } from '../../components/form/validators.ts';
import { useLoadingToast } from '../../components/toast/use-loading-toast.ts';
import { useSendSmsCode } from '../../lib/account/use-send-sms-code.ts';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants.ts';
import { AUTH_CODES } from '../../shared/errors.ts';
import { loginPassword } from '../../shared/password.ts';
import {
  captchaCode,
  type FieldError,
  mobileNum as loginMobileNum,
  verificationCode,
} from '../../shared/registration-checks.ts';
import { LoginFailureSchema, type LoginPayload } from '../../shared/schemas/auth.ts';
import { startSession } from '../../stores/session.ts';
import { fetchCaptcha, login } from './api.ts';
import styles from './auth.module.css';
import { MethodTabs } from './method-tabs.tsx';
import { safeRedirect } from './redirect.ts';
import { forgetLogin, type LoginMethod, readRememberedLogin, rememberLogin } from './remembered-login.ts';
import { useRevalidateOnLanguage } from './use-revalidate-on-language.ts';

type Field = 'username' | 'password' | 'mobileNum' | 'smsCode' | 'captcha';
type Errors = Partial<Record<Field, FieldError>>;
type Values = Record<Exclude<Field, never>, string> & { dialingCode: DialingCode };

const ORDER: Record<LoginMethod, readonly Field[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'smsCode', 'captcha'],
};

function checkField(field: Field, values: Values, method: LoginMethod): FieldError {
  switch (field) {
    case 'username':
      return loginUsername(values.username);
    case 'password':
      return loginPassword(values.password);
    case 'mobileNum':
      return loginMobileNum(values.mobileNum);
    case 'smsCode':
      return verificationCode(values.smsCode);
    case 'captcha':
      // SPEC.md section 5: numeric on the username tab.
      return captchaCode(values.captcha, method === 'username');
  }
}

const CAPTCHA_CODES: readonly string[] = [AUTH_CODES.captchaRequired, AUTH_CODES.captchaInvalid];
const SMS_CODES: readonly string[] = [AUTH_CODES.smsCodeInvalid, AUTH_CODES.smsCodeExpired];

/** Username + password, or mobile + SMS code (SPEC.md section 2, login screen). */
export function LoginForm({
  smsEnabled,
  redirect,
  social,
}: {
  smsEnabled: boolean;
  redirect: string | undefined;
  /** Third-party login buttons: shown on the username tab only. */
  social?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fields = useFieldRefs<Field>();
  const loading = useLoadingToast();

  const [initial] = useState(readRememberedLogin);
  const [chosen, setChosen] = useState<LoginMethod>(initial?.type ?? 'username');
  const method: LoginMethod = chosen === 'sms' && smsEnabled ? 'sms' : 'username';
  const [values, setValues] = useState<Values>(() => ({
    username: initial?.username ?? '',
    password: '',
    mobileNum: initial?.mobileNum ?? '',
    dialingCode: initial?.countryDialingCode ?? DEFAULT_DIALING_CODE,
    smsCode: '',
    captcha: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [remember, setRemember] = useState(true);
  // Hidden until a failed login demands it (SPEC.md section 4, captcha).
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(fetchCaptcha, captchaShown);

  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field showing an error is re-checked as the user types, so the message goes when it is fixed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkField(field, next, method) }));
  };

  const newCaptcha = () => {
    setValues((s) => ({ ...s, captcha: '' }));
    captcha.refresh();
  };

  const switchMethod = (next: LoginMethod) => {
    const saved = readRememberedLogin();
    setChosen(next);
    setValues((s) =>
      next === 'username'
        ? { ...s, username: saved?.username ?? s.username }
        : {
            ...s,
            mobileNum: saved?.mobileNum ?? s.mobileNum,
            dialingCode: saved?.countryDialingCode ?? s.dialingCode,
          },
    );
    setErrors({});
    setFormError(null);
    if (captchaShown) newCaptcha();
  };

  useRevalidateOnLanguage(() => {
    setErrors((prev) => {
      const next: Errors = { ...prev };
      for (const f of Object.keys(prev) as Field[]) {
        if (prev[f] && values[f]) next[f] = checkField(f, values, method);
      }
      return next;
    });
  });

  const mutation = useMutation({
    mutationFn: (payload: LoginPayload) => login(queryClient, payload),
    onMutate: () => loading.start(msg`Logging in…`, TOAST_MS.loading),
    onSettled: () => loading.stop(),
    onSuccess: (result, payload) => {
      startSession(result);
      if (!remember) forgetLogin();
      else if (payload.type === 'username') rememberLogin({ type: 'username', username: payload.username });
      else
        rememberLogin({
          type: 'sms',
          mobileNum: payload.username,
          countryDialingCode: payload.countryDialingCode,
        });
      void navigate({ href: safeRedirect(redirect), replace: true });
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : '';
      const failure = err instanceof ApiError ? v.safeParse(LoginFailureSchema, err.value) : null;
      const demandsCaptcha = (failure?.success && failure.output.captcha) || CAPTCHA_CODES.includes(code);
      // Each try spends the captcha: a new image and an empty code after every failure.
      if (captchaShown) newCaptcha();
      else if (demandsCaptcha) setCaptchaShown(true);
      let field: Field | null = null;
      if (CAPTCHA_CODES.includes(code)) field = 'captcha';
      else if (SMS_CODES.includes(code) && method === 'sms') field = 'smsCode';
      if (field) {
        const target = field;
        setErrors((e) => ({ ...e, [target]: code }));
        setFormError(null);
        setTimeout(() => fields.focus(target));
      } else setFormError(err);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const order = ORDER[method].filter((f) => f !== 'captcha' || captchaShown);
    const found: Errors = {};
    for (const f of order) found[f] = checkField(f, values, method);
    setErrors(found);
    if (fields.focusFirst(order, found)) return;
    setFormError(null);
    const extra = captchaShown
      ? { captcha: values.captcha.trim(), captchaId: captcha.captcha?.captchaId ?? '' }
      : {};
    mutation.mutate(
      method === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password, ...extra }
        : {
            type: 'sms',
            username: values.mobileNum.trim(),
            password: values.smsCode.trim(),
            countryDialingCode: values.dialingCode,
            ...extra,
          },
    );
  };

  const onSmsFieldError = (code: string) => {
    setErrors((e) => ({ ...e, mobileNum: code }));
    fields.focus('mobileNum');
  };
  const send = useSendSmsCode('login', onSmsFieldError);
  const sendCode = async (): Promise<number | false> => {
    const problem = loginMobileNum(values.mobileNum);
    if (problem) {
      onSmsFieldError(problem);
      return false;
    }
    return send(values.mobileNum, values.dialingCode);
  };

  const error = (f: Field) => {
    const code = errors[f];
    return code ? i18n._(fieldMessage(code)) : undefined;
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {smsEnabled ? (
        <MethodTabs
          label={t`Login method`}
          value={method}
          onChange={switchMethod}
          options={[
            { value: 'username', label: <Trans>Account login</Trans> },
            { value: 'sms', label: <Trans>Mobile login</Trans> },
          ]}
        />
      ) : null}
      {method === 'username' ? (
        <>
          <TextField
            ref={fields.ref('username')}
            label={<Trans>Username</Trans>}
            name="username"
            value={values.username}
            onChange={(x) => set('username', x)}
            error={error('username')}
            autoComplete="username"
            maxLength={64}
            required
          />
          <PasswordField
            ref={fields.ref('password')}
            label={<Trans>Password</Trans>}
            name="password"
            value={values.password}
            onChange={(x) => set('password', x)}
            error={error('password')}
            autoComplete="current-password"
            maxLength={128}
            required
          />
        </>
      ) : (
        <>
          <MobileField
            ref={fields.ref('mobileNum')}
            label={<Trans>Mobile number</Trans>}
            name="mobileNum"
            value={values.mobileNum}
            onChange={(x) => set('mobileNum', x)}
            dialingCode={values.dialingCode}
            onDialingCodeChange={(dialingCode) => setValues((s) => ({ ...s, dialingCode }))}
            error={error('mobileNum')}
            autoComplete="username"
            required
          />
          <TextField
            ref={fields.ref('smsCode')}
            label={<Trans>SMS code</Trans>}
            name="messageCode"
            value={values.smsCode}
            onChange={(x) => set('smsCode', x)}
            error={error('smsCode')}
            inputMode="numeric"
            maxLength={SMS_CODE_MAX_LENGTH}
            autoComplete="one-time-code"
            required
            trailing={<SmsCodeButton onSend={sendCode} />}
          />
        </>
      )}
      {captchaShown ? (
        <CaptchaField
          ref={fields.ref('captcha')}
          label={<Trans>Verification code</Trans>}
          name="captcha"
          captcha={captcha}
          numeric={method === 'username'}
          value={values.captcha}
          onChange={(x) => set('captcha', x)}
          error={error('captcha')}
        />
      ) : null}
      <div className={styles.row}>
        <Checkbox checked={remember} onChange={setRemember} name="remember">
          <Trans>Remember password</Trans>
        </Checkbox>
      </div>
      {formError ? (
        <p className={styles.alert} role="alert">
          {i18n._(errorMessage(formError))}
        </p>
      ) : null}
      <OfflineHint />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={mutation.isPending || !online}
      >
        {mutation.isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
      {method === 'username' ? social : null}
    </form>
  );
}
