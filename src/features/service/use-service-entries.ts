import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { type ServiceEntry, serviceEntries } from './links.ts';

/** The decrypted entries (null while decrypting), so a tap opens its link at once (no popup blocking). */
export function useServiceEntries(links: SiteConfig['serviceLinks'] | undefined): ServiceEntry[] | null {
  const [entries, setEntries] = useState<ServiceEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    setEntries(null);
    if (links) void serviceEntries(links).then((found) => live && setEntries(found));
    return () => {
      live = false;
    };
  }, [links]);
  return entries;
}
