import type { CatalogueLanguageCode, Language } from '../src/shared/constants.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Providers } from './providers/types.ts';
import type { SiteConfigStore } from './site/config-store.ts';

/** What `createApp` needs; tests build it around an in-memory database. */
export interface AppDeps {
  db: Db;
  config: Pick<ServerConfig, 'opsToken' | 'imageCdns' | 'defaultCountry' | 'trustProxy' | 'distDir'>;
  providers?: Providers;
  /** Where unexpected errors go; console.error by default. */
  logError?: (message: string, err: unknown) => void;
}

export interface Services extends Required<Omit<AppDeps, 'logError'>> {
  siteConfig: SiteConfigStore;
}

export interface AppEnv {
  Variables: {
    merchant: string;
    /** The language asked for (any catalogue code). */
    requestLanguage: CatalogueLanguageCode;
    /** The language content is served in: TY, or EN for every other code. */
    lang: Language;
  };
}
