import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import type { Switch } from '../../shared/constants/members.ts';

/**
 * The member-centre item's switch (DEPRECM3, TRANSREC3, …) guards its screen too: a link typed or kept
 * from before the operator switched it off says so instead of failing on every call.
 */
export function RecordsGate({ gate, children }: { gate: Switch; children: ReactNode }) {
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
        <p>
          <Trans>This record is not offered on this site.</Trans>
        </p>
      </StatusScreen>
    );
  }
  return children;
}
