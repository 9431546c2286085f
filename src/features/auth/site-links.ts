import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { decryptServiceLink } from '../../shared/service-link.ts';

/** Only web links leave the app (a tampered config must not inject javascript: URLs). */
export function webUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, globalThis.location?.href ?? 'https://app.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The decrypted LIVECHAT link, decrypted ahead so the tap opens it synchronously (no popup blocking):
 * `undefined` while it is being decrypted, `null` when there is none (or it is not a web link).
 */
export function useLiveChatLink(site: SiteConfig | undefined): string | null | undefined {
  const value = site?.serviceLinks.find((l) => l.type === 'LIVECHAT')?.value;
  const [url, setUrl] = useState<string | null | undefined>(value ? undefined : null);
  useEffect(() => {
    let live = true;
    setUrl(value ? undefined : null);
    if (value)
      decryptServiceLink(value).then(
        (plain) => live && setUrl(webUrl(plain)),
        () => live && setUrl(null),
      );
    return () => {
      live = false;
    };
  }, [value]);
  return url;
}

/** The app download for this device: iOS gets the App Store link or the web-clip profile, others Android. */
export function downloadUrl(site: SiteConfig | undefined, userAgent: string): string | null {
  if (!site) return null;
  const { android, ios, mobileConfig } = site.downloads;
  const apple = /iPhone|iPad|iPod/i.test(userAgent);
  return webUrl(apple ? (ios ?? mobileConfig ?? android) : (android ?? ios ?? mobileConfig));
}
