import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { BackIcon } from '../icons.tsx';
import type { ShellMeta } from '../shell-meta.ts';
import { backDestination } from './back.ts';
import styles from './header.module.css';

/** Inner-page header: back arrow and the route's title. */
export function PageHeader({ meta }: { meta: ShellMeta }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();

  const back = () => {
    const dest = backDestination(meta, router.history.canGoBack());
    if (dest.kind === 'history') router.history.back();
    else void navigate({ to: dest.to });
  };

  return (
    <header className={styles.header}>
      <button type="button" className="icon-button" aria-label={t`Back`} onClick={back}>
        <BackIcon />
      </button>
      <h1 className={styles.title}>{meta.title ? i18n._(meta.title) : null}</h1>
      <span className={styles.spacer} aria-hidden="true" />
    </header>
  );
}
