import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ToolsIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';

interface Props {
  /** The operator's message from the site config, shown as written. */
  message?: string | undefined;
  onCheckAgain?: () => void;
  /** On /m/maintenance while the site is up: offer the way home. */
  siteUp?: boolean;
}

/** The maintenance page (SPEC.md section 2): full screen, no header or footer. */
export function MaintenancePage({ message, onCheckAgain, siteUp }: Props) {
  return (
    <StatusScreen
      fullScreen
      icon={<ToolsIcon />}
      title={<Trans>The platform is under maintenance</Trans>}
      actions={
        <>
          {onCheckAgain ? (
            <button type="button" className="button-secondary" onClick={onCheckAgain}>
              <Trans>Check again</Trans>
            </button>
          ) : null}
          {siteUp ? (
            <Link to="/m/home" className="button-primary">
              <Trans>Go to home</Trans>
            </Link>
          ) : null}
        </>
      }
    >
      <p>{message?.trim() ? message : <Trans>System upgrading, please try again later.</Trans>}</p>
    </StatusScreen>
  );
}
