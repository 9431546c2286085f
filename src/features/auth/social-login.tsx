import { useLingui } from '@lingui/react/macro';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './auth.module.css';
import { socialLogins } from './site-links.ts';

/**
 * Facebook / Google buttons (SPEC.md section 2): switch on AND SDK initialised. No SDK ships, so this
 * renders nothing today; the condition stays as code for when one does.
 */
export function SocialLogin({ site }: { site: SiteConfig | undefined }) {
  const { t } = useLingui();
  const providers = socialLogins(site);
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      {providers.map((p) => (
        <button key={p} type="button" className="button-secondary button-small">
          {p === 'facebook' ? t`Continue with Facebook` : t`Continue with Google`}
        </button>
      ))}
    </div>
  );
}
