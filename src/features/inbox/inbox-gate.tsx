import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';

/** MAILCEN off: a kept link says the message centre is not offered instead of failing on every call. */
export function InboxGate({ children }: { children: ReactNode }) {
  const switches = useSiteConfig().data?.switches;
  if (switches && !switches.MAILCEN) {
    return (
      <StatusScreen
        icon={<AlertIcon />}
        title={<Trans>Not available</Trans>}
        headingLevel={2}
        role="status"
        actions={
          <Link to="/m/mine" className="button-primary">
            <Trans>Member centre</Trans>
          </Link>
        }
      >
        <p>
          <Trans>The message centre is not offered on this site.</Trans>
        </p>
      </StatusScreen>
    );
  }
  return children;
}
