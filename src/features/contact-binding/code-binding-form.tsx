import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import type { FieldError } from '../../components/form/validators.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useReauth } from '../../lib/account/use-reauth.tsx';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { CONTACT_CODES } from '../../shared/errors/contact.ts';
import { verificationCode } from '../../shared/registration-checks.ts';
import styles from './contact-binding.module.css';
import { contactErrorMessage, contactFieldMessage } from './contact-messages.ts';
import { ConfirmFirst } from './with-contacts.tsx';

/** The props a kit field takes from the form (ref, value, onChange, error). */
export type ContactFieldProps = ReturnType<ReturnType<typeof useForm<'contact'>>['field']>;

interface Props<T extends string, Body, Data> {
  /** The session logged in recently enough to bind a contact (the first one too). */
  recentAuth: boolean;
  /** Fetches the contacts again. */
  refresh: () => void;
  /** Bound: back to where it was opened from. */
  onDone: () => void;
  /** The contact's field: its name in the form, its check and the server codes that belong on it. */
  target: T;
  check: (value: string) => FieldError;
  targetCodes: readonly string[];
  /** Sends a code to the (trimmed) contact and says so; answers the minutes Get code counts down. */
  sendCode: (contact: string) => Promise<number>;
  bindOptions: UseMutationOptions<Data, DefaultError, Body>;
  /** The bind request of the trimmed contact and code. */
  bodyOf: (contact: string, code: string) => Body;
  /** The toast once bound. */
  boundMessage: MessageDescriptor;
  /** The form's accessible name, its heading, what is bound now, and the step's explanation. */
  label: string;
  heading: ReactNode;
  current: ReactNode;
  intro: ReactNode;
  codeLabel: string;
  /** The contact's own field, given the form's props for it. */
  children: (field: ContactFieldProps) => ReactNode;
}

/**
 * Bind a contact, or change the bound one, with a code sent to the new contact: the login password
 * first when the session is not recent, then the contact, the code (Get code) and Bind.
 */
export function CodeBindingForm<T extends string, Body, Data>({
  recentAuth,
  refresh,
  onDone,
  target,
  check,
  targetCodes,
  sendCode,
  bindOptions,
  bodyOf,
  boundMessage,
  label,
  heading,
  current,
  intro,
  codeLabel,
  children,
}: Props<T, Body, Data>) {
  type Field = T | 'code';
  const { i18n } = useLingui();
  const online = useOnline();
  const { needsAuth, dialog } = useReauth(refresh);
  const bind = useMutation(bindOptions);
  const form = useForm<Field>({
    initial: { [target]: '', code: '' } as Record<Field, string>,
    validate: (values) =>
      ({ [target]: check(values[target]), code: verificationCode(values.code) }) as Record<Field, FieldError>,
    message: (code) => i18n._(contactFieldMessage(code)),
  });
  const fieldOf = (code: string): Field | undefined => {
    if (targetCodes.includes(code)) return target;
    if (code === CONTACT_CODES.codeInvalid || code === CONTACT_CODES.codeExpired) return 'code';
    return undefined;
  };
  const failed = (err: unknown, again: () => void) => {
    if (needsAuth(err, again)) return;
    const field = fieldOf(errorCode(err));
    if (field) form.setError(field, errorCode(err));
    else showToast(contactErrorMessage(err));
  };
  const requestCode = async (): Promise<number | false> => {
    const problem = check(form.values[target]);
    if (problem) {
      form.setError(target, problem);
      return false;
    }
    try {
      return await sendCode(form.values[target].trim());
    } catch (err) {
      // A refusal for want of a recent login: confirm, then tap Get code again.
      failed(err, refresh);
      return false;
    }
  };
  const submit = form.handleSubmit((values) => {
    if (!online) return;
    const body = bodyOf(values[target].trim(), values.code.trim());
    const send = () =>
      bind.mutate(body, {
        onSuccess: () => {
          showToast(boundMessage, TOAST_MS.short);
          refresh();
          onDone();
        },
        onError: (err) => failed(err, send),
      });
    send();
  });
  const locked = !recentAuth;
  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={label}>
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.current}>{current}</p>
      {locked ? (
        <ConfirmFirst onConfirmed={refresh} />
      ) : (
        <>
          <p className={styles.text}>{intro}</p>
          {children(form.field(target))}
          <TextField
            {...form.field('code')}
            label={codeLabel}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX_LENGTH}
            trailing={<SmsCodeButton onSend={requestCode} disabled={!online} />}
            required
          />
          <OfflineHint />
          <button
            type="submit"
            className={`button-primary ${styles.submit}`}
            disabled={bind.isPending || !online}
          >
            <Trans>Bind</Trans>
          </button>
        </>
      )}
      {dialog}
    </form>
  );
}
