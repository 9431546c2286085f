import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CompassIcon } from './icons.tsx';
import { StatusScreen } from './page/status-screen.tsx';

/** Unknown URL: shown inside the shell, whose header already says "Page not found". */
export function NotFound() {
  return (
    <StatusScreen
      headingLevel={2}
      icon={<CompassIcon />}
      title={<Trans>This page does not exist</Trans>}
      actions={
        <Link to="/m/home" className="button-primary">
          <Trans>Go to home</Trans>
        </Link>
      }
    >
      <p>
        <Trans>The link may be old or mistyped.</Trans>
      </p>
    </StatusScreen>
  );
}
