// Leaving for Google's or Facebook's sign-in page (issue 34): the server answers the provider's
// authorization URL; only a web address is followed (a tampered answer must not run javascript:).
import { useEffect } from 'react';

/** Navigates to `url` when it is an http(s) address; false (and stays) otherwise. */
export function goToProvider(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  location.assign(target.href);
  return true;
}

/**
 * Back from the provider's page through the browser's back button, the page may come out of the
 * back-forward cache as it was left (busy): `reset` puts it right.
 */
export function useBackFromProvider(reset: () => void): void {
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
}
