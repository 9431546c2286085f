import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import {
  agentErrorMessage,
  parseRate,
  rateFieldProblem,
  rateMessage,
} from '../../components/form/agent-rates.ts';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { RateFields } from '../../components/form/rate-fields.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { registrationSettingsQueryOptions } from '../../lib/account/api.ts';
import { ApiError } from '../../lib/http.ts';
import { fieldMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { rateBounds } from '../../shared/agent-rebate.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../shared/constants/rebates.ts';
import { AGENT_REBATE_CODES } from '../../shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { checkRegisterField } from '../../shared/registration.ts';
import type { AgentAccount } from '../../shared/schemas/agent-accounts.ts';
import type { AgentRate } from '../../shared/schemas/agent-rebates.ts';
import type { RegistrationSettings } from '../../shared/schemas/auth.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-accounts.module.css';
import { openAccount, ownRatesQueryOptions } from './api.ts';

type AccountField = 'username' | 'password' | 'confirmPassword';
type Field = AccountField | RebateCategory;
const ACCOUNT_FIELDS: readonly AccountField[] = ['username', 'password', 'confirmPassword'];
const RATE_CODES: readonly string[] = Object.values(AGENT_REBATE_CODES);

/** Server codes that belong to one field; the rest show above the button. */
const CODE_FIELD: Partial<Record<string, AccountField>> = {
  [AUTH_CODES.usernameTaken]: 'username',
  [AUTH_CODES.passwordCommon]: 'password',
  [AUTH_CODES.passwordMismatch]: 'confirmPassword',
};
const FieldInvalidSchema = v.object({ field: v.picklist(ACCOUNT_FIELDS) });

/** /m/agentRegister (AFFMAN3): open a member or a sub-agent directly below the agent. */
export function AgentRegisterPage() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const online = useOnline();
  const settings = useQuery(registrationSettingsQueryOptions());
  const own = useQuery({ ...ownRatesQueryOptions(user), enabled: !!user });
  const [opened, setOpened] = useState<AgentAccount | null>(null);
  const [round, setRound] = useState(0);
  if (!settings.data || !own.data) {
    const error = settings.error ?? own.error;
    if (!error && online) return <div className={styles.skeleton} aria-busy="true" />;
    return online ? (
      <ErrorState
        error={error}
        onRetry={() => {
          void settings.refetch();
          void own.refetch();
        }}
      />
    ) : (
      <p className={styles.muted} role="status">
        <Trans>You are offline. Opening an account needs a connection.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.page}>
      {opened ? (
        <p className={styles.done} role="status" data-testid="account-opened">
          {opened.type === 0 ? (
            <Trans>Member {opened.account} is open and can log in now.</Trans>
          ) : (
            <Trans>Sub-agent {opened.account} is open and can log in now.</Trans>
          )}{' '}
          <Link to="/m/member/team">
            <Trans>See your team</Trans>
          </Link>
        </p>
      ) : null}
      <OpenForm
        key={round}
        settings={settings.data}
        own={own.data}
        onOpened={(account) => {
          setOpened(account);
          setRound((n) => n + 1);
        }}
      />
    </div>
  );
}

function OpenForm({
  settings,
  own,
  onOpened,
}: {
  settings: RegistrationSettings;
  own: readonly AgentRate[];
  onOpened: (account: AgentAccount) => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [type, setType] = useState<0 | 1>(0);
  const [formError, setFormError] = useState<unknown>(null);
  const bounds = rateBounds(Object.fromEntries(own.map((r) => [r.category, r.rateBp])));
  const form = useForm<Field>({
    initial: () => ({
      username: '',
      password: '',
      confirmPassword: '',
      ...(Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, ''])) as Record<RebateCategory, string>),
    }),
    validate: (vals) => ({
      ...Object.fromEntries(
        ACCOUNT_FIELDS.map((name) => [name, checkRegisterField(settings, { name, required: true }, vals)]),
      ),
      ...(type === 1
        ? Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, rateFieldProblem(c, vals[c], bounds[c])]))
        : {}),
    }),
    message: (code) => i18n._(RATE_CODES.includes(code) ? rateMessage(code) : fieldMessage(code)),
  });

  const mutation = useMutation({
    mutationFn: openAccount,
    onSuccess: (account) => {
      void queryClient.invalidateQueries({ queryKey: ['agentTeam'] });
      void queryClient.invalidateQueries({ queryKey: ['agent-rebates'] });
      onOpened(account);
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : '';
      let field = CODE_FIELD[code];
      let fieldCode = code;
      if (code === AUTH_CODES.fieldInvalid && err instanceof ApiError) {
        const parsed = v.safeParse(FieldInvalidSchema, err.value);
        if (parsed.success) {
          field = parsed.output.field;
          fieldCode = settings.fields.find((r) => r.name === field)?.message ?? code;
        }
      }
      if (field) {
        setFormError(null);
        form.setError(field, fieldCode);
      } else setFormError(err);
    },
  });

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    setFormError(null);
    const rates =
      type === 1
        ? REBATE_CATEGORIES.flatMap((category) => {
            const rateBp = parseRate(values[category]) ?? 0;
            return rateBp > 0 ? [{ category, rateBp }] : [];
          })
        : [];
    mutation.mutate({
      type,
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(rates.length ? { rates } : {}),
    });
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="open-account">
      <h2 id="open-account" className={styles.heading}>
        <Trans>New account below you</Trans>
      </h2>
      <fieldset className={styles.choices}>
        <legend className={styles.muted}>
          <Trans>Account type</Trans>
        </legend>
        <label className={styles.choice}>
          <input type="radio" name="type" checked={type === 0} onChange={() => setType(0)} />
          <Trans>Member</Trans>
        </label>
        <label className={styles.choice}>
          <input type="radio" name="type" checked={type === 1} onChange={() => setType(1)} />
          <Trans>Sub-agent</Trans>
        </label>
      </fieldset>
      <TextField
        {...form.field('username')}
        name="username"
        label={t`Username`}
        autoComplete="off"
        maxLength={64}
        required
      />
      <PasswordField
        {...form.field('password')}
        name="password"
        label={t`Password`}
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <PasswordField
        {...form.field('confirmPassword')}
        name="confirmPassword"
        label={t`Confirm password`}
        autoComplete="new-password"
        maxLength={128}
        required
      />
      {type === 1 ? (
        <>
          <p className={styles.muted}>
            <Trans>
              The sub-agent's rebate rates, each at most your own (empty: 0). You can change them later.
            </Trans>
          </p>
          <RateFields field={form.field} bounds={bounds} className={styles.rates} />
        </>
      ) : null}
      {formError ? (
        <p className={styles.error} role="alert">
          {i18n._(agentErrorMessage(formError))}
        </p>
      ) : null}
      <OfflineHint />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!online || mutation.isPending}
      >
        {mutation.isPending ? <Trans>Opening…</Trans> : <Trans>Open account</Trans>}
      </button>
    </form>
  );
}
