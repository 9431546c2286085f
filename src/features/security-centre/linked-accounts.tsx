import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PROVIDER_NAMES, ProviderMark } from '../../components/provider-mark.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { goToProvider, useBackFromProvider } from '../../lib/account/provider-redirect.ts';
import { useLinkResult } from '../../lib/account/social-return.ts';
import { useReauth } from '../../lib/account/use-reauth.tsx';
import { ApiError, BAD_RESPONSE } from '../../lib/http.ts';
import { errorMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { socialLogins } from '../../lib/site/social-logins.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import type { SocialProvider } from '../../shared/schemas/social.ts';
import { linkSocial, securityKeys, socialLinksQueryOptions, unlinkSocialMutationOptions } from './api.ts';
import styles from './security-centre.module.css';

/**
 * The hub's Google and Facebook accounts (issue 34), when the merchant offers at least one: each linked
 * or not, with Link (the provider's page, back through /m/socialLogin) and Unlink (after a confirmation).
 * Both need a recent login: the shared password prompt, then the call again.
 */
export function LinkedAccounts({ user }: { user: string }) {
  const site = useSiteConfig();
  if (socialLogins(site.data).length === 0) return null;
  return <LinkedAccountsSection user={user} />;
}

function LinkedAccountsSection({ user }: { user: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const online = useOnline();
  const queryClient = useQueryClient();
  const links = useQuery(socialLinksQueryOptions(user));
  // How the link the member comes back from went (the landing page's history state).
  const result = useLinkResult();
  const [failure, setFailure] = useState<unknown>(null);
  const [unlinking, setUnlinking] = useState<SocialProvider | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: securityKeys.socialLinks(user) });
  const { needsAuth, dialog } = useReauth(refresh);

  const link = useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const { url } = await linkSocial(provider);
      if (!goToProvider(url)) throw new ApiError(BAD_RESPONSE, 200);
    },
  });
  useBackFromProvider(link.reset);
  const unlink = useMutation(unlinkSocialMutationOptions());

  const startLink = (provider: SocialProvider) => {
    setFailure(null);
    link.mutate(provider, {
      onError: (err) => {
        if (!needsAuth(err, () => startLink(provider))) setFailure(err);
      },
    });
  };
  const removeLink = (provider: SocialProvider) => {
    setFailure(null);
    unlink.mutate(provider, {
      onSuccess: refresh,
      onError: (err) => {
        if (!needsAuth(err, () => removeLink(provider))) setFailure(err);
      },
    });
  };

  if (links.isError && !links.data)
    return (
      <SectionError error={links.error} onRetry={() => void links.refetch()}>
        <Trans>Linked accounts could not be loaded.</Trans>
      </SectionError>
    );
  if (!links.data)
    return (
      <p className={styles.note} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  const { providers } = links.data;
  if (providers.length === 0) return null;
  // The browser is on its way to the provider once the link call succeeded.
  const busy = link.isPending || link.isSuccess || unlink.isPending;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <Trans>Linked accounts</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          Log in with Google or Facebook instead of your password. Linking asks for your login password first.
        </Trans>
      </p>
      {result && !failure ? (
        'linked' in result ? (
          <LinkedNow provider={result.linked} />
        ) : (
          <FormAlert>{i18n._(errorMessage(new ApiError(result.code, 0)))}</FormAlert>
        )
      ) : null}
      {failure ? <FormAlert>{i18n._(errorMessage(failure))}</FormAlert> : null}
      <ul className={styles.list} aria-label={t`Linked accounts`}>
        {providers.map(({ provider, linked, label }) => {
          const name = PROVIDER_NAMES[provider];
          return (
            <li key={provider} className={styles.linkRow} data-testid={`social-${provider}`}>
              <ProviderMark provider={provider} size={24} />
              <span className={styles.label}>
                {name}
                <span className={styles.linkState}>
                  {linked ? (
                    label ? (
                      <Trans>Linked: {label}</Trans>
                    ) : (
                      <Trans>Linked</Trans>
                    )
                  ) : (
                    <Trans>Not linked</Trans>
                  )}
                </span>
              </span>
              {linked ? (
                <button
                  type="button"
                  className="button-secondary button-small"
                  aria-label={t`Unlink ${name}`}
                  disabled={!online || busy}
                  onClick={() => setUnlinking(provider)}
                >
                  <Trans>Unlink</Trans>
                </button>
              ) : (
                <button
                  type="button"
                  className="button-primary button-small"
                  aria-label={t`Link ${name}`}
                  aria-busy={link.isPending && link.variables === provider}
                  disabled={!online || busy}
                  onClick={() => startLink(provider)}
                >
                  <Trans>Link</Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <OfflineHint />
      {unlinking ? (
        <ConfirmDialog
          confirmLabel={<Trans>Unlink</Trans>}
          onConfirm={(close) => {
            removeLink(unlinking);
            close();
          }}
          onClosed={() => setUnlinking(null)}
        >
          <UnlinkQuestion provider={unlinking} />
        </ConfirmDialog>
      ) : null}
      {dialog}
    </section>
  );
}

function LinkedNow({ provider }: { provider: SocialProvider }) {
  const name = PROVIDER_NAMES[provider];
  return (
    <p className={styles.success} role="status">
      <Trans>Your {name} account is now linked.</Trans>
    </p>
  );
}

function UnlinkQuestion({ provider }: { provider: SocialProvider }) {
  const name = PROVIDER_NAMES[provider];
  return <Trans>Unlink your {name} account? You will no longer be able to log in with it.</Trans>;
}
