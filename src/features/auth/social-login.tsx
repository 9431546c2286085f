import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PROVIDER_NAMES, ProviderMark } from '../../components/provider-mark.tsx';
import { goToProvider, useBackFromProvider } from '../../lib/account/provider-redirect.ts';
import { keepSocialRedirect } from '../../lib/account/redirect.ts';
import { ApiError, BAD_RESPONSE } from '../../lib/http.ts';
import { errorMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { socialLogins } from '../../lib/site/social-logins.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import type { SocialProvider, SocialStart } from '../../shared/schemas/social.ts';
import { startSocial } from './api.ts';
import styles from './auth.module.css';

interface Props {
  site: SiteConfig | undefined;
  /** `icons`: the login screen's round marks; `buttons`: the registration page's labelled buttons. */
  variant: 'icons' | 'buttons';
  /** What the registration form has so far (age confirmation, invitation code), carried through the round trip. */
  start?: SocialStart;
  /** The login page's `redirect`: where the member goes once signed in. */
  redirect?: string | undefined;
}

/**
 * Facebook / Google sign-in (SPEC.md section 2; issue 34): a provider shows when its switch is on and
 * the server has its credentials. A press asks the server for the provider's page and goes there; the
 * provider comes back to /m/socialLogin. Offline the buttons are disabled and say why.
 */
export function SocialLogin({ site, variant, start, redirect }: Props) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const hintId = useId();
  const providers = socialLogins(site);
  const trip = useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const { url } = await startSocial(provider, start ?? {});
      keepSocialRedirect(redirect);
      if (!goToProvider(url)) throw new ApiError(BAD_RESPONSE, 200);
    },
  });
  useBackFromProvider(trip.reset);
  if (providers.length === 0) return null;

  // Success means the browser is on its way to the provider: stay busy until the page goes.
  const busy = trip.isPending || trip.isSuccess;
  const going = busy && trip.variables ? PROVIDER_NAMES[trip.variables] : null;
  const names = providers.map((p) => PROVIDER_NAMES[p]).join(' / ');
  const label = (p: SocialProvider) => {
    if (variant === 'icons') return p === 'facebook' ? t`Log in with Facebook` : t`Log in with Google`;
    return p === 'facebook' ? t`Continue with Facebook` : t`Continue with Google`;
  };

  return (
    <fieldset className={styles.social}>
      {/* Icons: "or log in with" is their caption; buttons: each says it in full. */}
      <legend className={variant === 'icons' ? styles.socialCaption : 'visually-hidden'}>
        {variant === 'icons' ? <Trans>or log in with</Trans> : <Trans>Log in with another account</Trans>}
      </legend>
      <div className={variant === 'icons' ? styles.socialIcons : styles.socialButtons}>
        {providers.map((p) => (
          <button
            key={p}
            type="button"
            className={`${variant === 'icons' ? styles.socialIcon : styles.socialButton} ${styles[p]}`}
            aria-label={variant === 'icons' ? label(p) : undefined}
            aria-describedby={online ? undefined : hintId}
            aria-busy={busy && trip.variables === p}
            disabled={!online || busy}
            onClick={() => trip.mutate(p)}
          >
            <ProviderMark provider={p} size={variant === 'icons' ? 24 : 20} onBrand={p === 'facebook'} />
            {variant === 'buttons' ? <span>{label(p)}</span> : null}
          </button>
        ))}
      </div>
      {going ? (
        <p className={styles.socialNote} role="status">
          <Trans>Opening {going}…</Trans>
        </p>
      ) : null}
      {online ? null : (
        <p id={hintId} className={styles.socialNote} role="status">
          <Trans>You are offline: signing in with {names} needs a connection.</Trans>
        </p>
      )}
      {trip.isError ? <FormAlert>{i18n._(errorMessage(trip.error))}</FormAlert> : null}
    </fieldset>
  );
}
