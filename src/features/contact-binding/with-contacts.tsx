import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { ConfirmLoginDialog } from '../../lib/account/confirm-login-dialog.tsx';
import type { Contacts } from '../../shared/schemas/contacts.ts';
import { sessionStore } from '../../stores/session.ts';
import { contactKeys, contactsQueryOptions } from './api.ts';
import styles from './contact-binding.module.css';

/** The member's contacts loaded (a failure can be retried); `refresh` fetches them again. */
export function WithContacts({
  children,
}: {
  children: (contacts: Contacts, user: string, refresh: () => void) => ReactNode;
}) {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const queryClient = useQueryClient();
  const contacts = useQuery({ ...contactsQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contactKeys.contacts(user) });
  if (contacts.data) return children(contacts.data, user, refresh);
  if (contacts.isError) return <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />;
  return (
    <p className={styles.page} role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * Binding a contact, the first or a new one, weakens the account (password resets go there): the login
 * password first (the server asks for a login within the last minutes).
 */
export function ConfirmFirst({ onConfirmed }: { onConfirmed: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className={styles.text}>
        <Trans>For your security, confirm your login password first.</Trans>
      </p>
      <button type="button" className={`button-primary ${styles.submit}`} onClick={() => setOpen(true)}>
        <Trans>Confirm login password</Trans>
      </button>
      {open ? <ConfirmLoginDialog onConfirmed={onConfirmed} onClosed={() => setOpen(false)} /> : null}
    </>
  );
}
