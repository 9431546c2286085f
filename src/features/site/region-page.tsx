import { Trans } from '@lingui/react/macro';
import { LockIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';

/** Shown instead of the app when the visitor's country is not allowed (SPEC.md section 2). */
export function RegionPage({ country }: { country?: string | undefined }) {
  return (
    <StatusScreen fullScreen icon={<LockIcon />} title={<Trans>Not available in your region</Trans>}>
      <p>
        <Trans>Access restricted for location or IP.</Trans>
      </p>
      {country ? (
        <p>
          <Trans>Detected country: {country}</Trans>
        </p>
      ) : null}
    </StatusScreen>
  );
}
