import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ToolsIcon } from './icons.tsx';
import { StatusScreen } from './page/status-screen.tsx';
import { useShellMeta } from './page/use-shell-meta.ts';

/** A page that is not built yet: its title, a short text and a way home (never a blank page). */
export function ComingSoon() {
  const meta = useShellMeta();
  const { i18n } = useLingui();
  const title = meta.title ? i18n._(meta.title) : null;
  return (
    <StatusScreen
      headingLevel={meta.header === 'page' ? 2 : 1}
      icon={<ToolsIcon />}
      title={title ?? <Trans>Coming soon</Trans>}
      actions={
        <Link to="/m/home" className="button-primary">
          <Trans>Go to home</Trans>
        </Link>
      }
    >
      <p>
        <Trans>This page is coming soon. We are putting the finishing touches on it.</Trans>
      </p>
    </StatusScreen>
  );
}
