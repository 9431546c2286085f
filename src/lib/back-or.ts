import { useRouter } from '@tanstack/react-router';

/**
 * Leaving a sub-view or an opened item: back where it was opened from when the app has that history,
 * otherwise `fallback` (a deep link opened in a fresh tab has nothing to go back to).
 */
export function useBackOr(fallback: () => void): () => void {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else fallback();
  };
}
