import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/m/home')({
  component: () => (
    <p>
      <Trans>Home</Trans>
    </p>
  ),
});
