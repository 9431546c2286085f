import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { Checkbox } from '../../components/form/checkbox.tsx';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useCaptcha } from '../../components/form/use-captcha.ts';
import { useForm } from '../../components/form/use-form.ts';
import { loginUsername } from '../../components/form/validators.ts';
import { useLoadingToast } from '../../components/toast/use-loading-toast.ts';
import { cashoutOf, loginRefusalMessage } from '../../lib/account/login-refusal.ts';
import { safeRedirect } from '../../lib/account/redirect.ts';
import { useSendSmsCode } from '../../lib/account/use-send-sms-code.ts';
import { ApiError } from '../../lib/http.ts';
import { fieldMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { loginPassword } from '../../shared/password.ts';
import {
  captchaCode,
  type FieldError,
  mobileNum as loginMobileNum,
  verificationCode,
} from '../../shared/registration-checks.ts';
import { LoginFailureSchema, type LoginPayload } from '../../shared/schemas/auth.ts';
import { setCashout } from '../../stores/cashout.ts';
import { startSession } from '../../stores/session.ts';
import { fetchCaptcha, login } from './api.ts';
import styles from './auth.module.css';
import { MethodTabs } from './method-tabs.tsx';
import { forgetLogin, type LoginMethod, readRememberedLogin, rememberLogin } from './remembered-login.ts';

type Field = 'username' | 'password' | 'mobileNum' | 'smsCode' | 'captcha';

/** The checks of the method's fields, in screen order; the captcha only once the server asked for it. */
function checkLogin(
  values: Record<Field, string>,
  method: LoginMethod,
  withCaptcha: boolean,
): Partial<Record<Field, FieldError>> {
  const own =
    method === 'username'
      ? { username: loginUsername(values.username), password: loginPassword(values.password) }
      : { mobileNum: loginMobileNum(values.mobileNum), smsCode: verificationCode(values.smsCode) };
  // SPEC.md section 5: the captcha is numeric on the username tab.
  return withCaptcha ? { ...own, captcha: captchaCode(values.captcha, method === 'username') } : own;
}

const CAPTCHA_CODES: readonly string[] = [AUTH_CODES.captchaRequired, AUTH_CODES.captchaInvalid];
const SMS_CODES: readonly string[] = [AUTH_CODES.smsCodeInvalid, AUTH_CODES.smsCodeExpired];

/** Username + password, or mobile + SMS code (SPEC.md section 2, login screen). */
export function LoginForm({
  smsEnabled,
  redirect,
  social,
  notice = null,
}: {
  smsEnabled: boolean;
  redirect: string | undefined;
  /** Third-party login buttons: shown on the username tab only. */
  social?: ReactNode;
  /** A refusal to show from the start (a Google or Facebook sign-in that came back refused). */
  notice?: unknown;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loading = useLoadingToast();

  const [initial] = useState(readRememberedLogin);
  const [chosen, setChosen] = useState<LoginMethod>(initial?.type ?? 'username');
  const method: LoginMethod = chosen === 'sms' && smsEnabled ? 'sms' : 'username';
  const [dialingCode, setDialingCode] = useState<DialingCode>(
    initial?.countryDialingCode ?? DEFAULT_DIALING_CODE,
  );
  const [formError, setFormError] = useState<unknown>(notice);
  const [remember, setRemember] = useState(true);
  // Hidden until a failed login demands it (SPEC.md section 4, captcha).
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(fetchCaptcha, captchaShown);
  const form = useForm<Field>({
    initial: () => ({
      username: initial?.username ?? '',
      password: '',
      mobileNum: initial?.mobileNum ?? '',
      smsCode: '',
      captcha: '',
    }),
    validate: (values) => checkLogin(values, method, captchaShown),
    message: (code) => i18n._(fieldMessage(code)),
  });
  const { values } = form;

  const newCaptcha = () => {
    form.setValue('captcha', '');
    captcha.refresh();
  };

  const switchMethod = (next: LoginMethod) => {
    const saved = readRememberedLogin();
    setChosen(next);
    if (next === 'username') {
      if (saved?.username) form.setValue('username', saved.username);
    } else {
      if (saved?.mobileNum) form.setValue('mobileNum', saved.mobileNum);
      if (saved?.countryDialingCode) setDialingCode(saved.countryDialingCode);
    }
    form.clearErrors();
    setFormError(null);
    if (captchaShown) newCaptcha();
  };

  const mutation = useMutation({
    mutationFn: (payload: LoginPayload) => login(queryClient, payload),
    onMutate: () => loading.start(msg`Logging in…`, TOAST_MS.loading),
    onSettled: () => loading.stop(),
    onSuccess: (result, payload) => {
      // SPEC's platform does not answer mustSetPassword: there a first password login asks (decision 50).
      const firstPassword = payload.type === 'username' && result.firstTimeLogin;
      startSession({ ...result, mustSetPassword: result.mustSetPassword ?? firstPassword });
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
    onError: (err, payload) => {
      const code = err instanceof ApiError ? err.code : '';
      const cashout = cashoutOf(err);
      if (cashout) setCashout({ ...cashout, userName: payload.username });
      const failure = err instanceof ApiError ? v.safeParse(LoginFailureSchema, err.value) : null;
      const demandsCaptcha = (failure?.success && failure.output.captcha) || CAPTCHA_CODES.includes(code);
      // Each try spends the captcha: a new image and an empty code after every failure. The fields
      // passed their checks, so the slate starts over: the emptied or new captcha is not shown in red.
      form.clearErrors();
      if (captchaShown) newCaptcha();
      else if (demandsCaptcha) setCaptchaShown(true);
      let field: Field | null = null;
      if (CAPTCHA_CODES.includes(code)) field = 'captcha';
      else if (SMS_CODES.includes(code) && method === 'sms') field = 'smsCode';
      if (field) {
        form.setError(field, code);
        setFormError(null);
      } else setFormError(err);
    },
  });

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
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
            countryDialingCode: dialingCode,
            ...extra,
          },
    );
  });

  const onSmsFieldError = (code: string) => form.setError('mobileNum', code);
  const send = useSendSmsCode('login', onSmsFieldError);
  const sendCode = async (): Promise<number | false> => {
    const problem = loginMobileNum(values.mobileNum);
    if (problem) {
      onSmsFieldError(problem);
      return false;
    }
    return send(values.mobileNum, dialingCode);
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
            {...form.field('username')}
            label={<Trans>Username</Trans>}
            name="username"
            autoComplete="username"
            maxLength={64}
            required
          />
          <PasswordField
            {...form.field('password')}
            label={<Trans>Password</Trans>}
            name="password"
            autoComplete="current-password"
            maxLength={128}
            required
          />
        </>
      ) : (
        <>
          <MobileField
            {...form.field('mobileNum')}
            label={<Trans>Mobile number</Trans>}
            name="mobileNum"
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            autoComplete="username"
            required
          />
          <TextField
            {...form.field('smsCode')}
            label={<Trans>SMS code</Trans>}
            name="messageCode"
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
          {...form.field('captcha')}
          label={<Trans>Verification code</Trans>}
          name="captcha"
          captcha={captcha}
          numeric={method === 'username'}
        />
      ) : null}
      <div className={styles.row}>
        <Checkbox checked={remember} onChange={setRemember} name="remember">
          <Trans>Remember password</Trans>
        </Checkbox>
      </div>
      {formError ? <FormAlert>{loginRefusalMessage(formError, i18n)}</FormAlert> : null}
      {cashoutOf(formError) ? (
        <button
          type="button"
          className={`button-primary ${styles.submit}`}
          onClick={() => void navigate({ to: '/m/cashout' })}
        >
          <Trans>Withdraw my balance</Trans>
        </button>
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
