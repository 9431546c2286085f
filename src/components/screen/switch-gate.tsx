import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import type { Switch } from '../../shared/constants/members.ts';
import { AlertIcon } from '../icons.tsx';
import { StatusScreen } from '../page/status-screen.tsx';

/**
 * A screen behind an operator switch (MAILCEN, DEPRECM3, …): a link typed or kept from before the
 * operator switched it off says "not available" instead of failing on every call. `message` names what.
 */
export function SwitchGate({
  gate,
  message,
  children,
}: {
  gate: Switch;
  message: ReactNode;
  children: ReactNode;
}) {
  const switches = useSiteConfig().data?.switches;
  if (switches && !switches[gate]) {
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
        <p>{message}</p>
      </StatusScreen>
    );
  }
  return children;
}
