import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { isConnectionError } from '../lib/http.ts';
import { AlertIcon } from './icons.tsx';
import { StatusScreen } from './page/status-screen.tsx';

interface Props {
  error?: unknown;
  onRetry?: () => void;
  fullScreen?: boolean;
}

/** A translated failure screen with a retry: never a blank page, never a raw stack. */
export function ErrorState({ error, onRetry, fullScreen }: Props) {
  const connection = isConnectionError(error);
  return (
    <StatusScreen
      fullScreen={fullScreen}
      role="alert"
      icon={<AlertIcon />}
      title={connection ? <Trans>No connection</Trans> : <Trans>Something went wrong</Trans>}
      actions={
        onRetry ? (
          <button type="button" className="button-primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        ) : null
      }
    >
      <p>
        {connection ? (
          <Trans>We cannot reach the server. Check your connection and try again.</Trans>
        ) : (
          <Trans>We could not load this page. Please try again in a moment.</Trans>
        )}
      </p>
    </StatusScreen>
  );
}

/** The router's default error component: retrying reloads the route's data, then re-renders. */
export function RouteErrorState({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  const retry = () => {
    void router.invalidate().then(reset);
  };
  return <ErrorState error={error} onRetry={retry} />;
}
