import type { CatalogueLanguageCode, Language } from '../src/shared/constants/language.ts';
import type { CaptchaStore } from './auth/captcha-store.ts';
import type { CodeTexts } from './auth/code-texts.ts';
import type { PasswordHasher } from './auth/passwords.ts';
import type { ResetTokenStore } from './auth/reset-tokens.ts';
import type { ServerKeyStore } from './auth/server-keys.ts';
import type { CurrentSession, SessionStore } from './auth/sessions.ts';
import type { SmsCodeStore } from './auth/sms-codes.ts';
import type { Throttle } from './auth/throttle.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { Health } from './http/health.ts';
import type { Metrics } from './lib/metrics.ts';
import type { LotteryService } from './lottery/service.ts';
import type { Providers } from './providers/types.ts';
import type { SiteConfigStore } from './site/config-store.ts';
import type { VendorRegistry } from './vendors/registry.ts';

/** What `createApp` needs; tests build it around an in-memory database. */
export interface AppDeps {
  db: Db;
  config: Pick<
    ServerConfig,
    'opsToken' | 'imageCdns' | 'defaultCountry' | 'trustProxy' | 'distDir' | 'passwordCost'
  > &
    /**
     * Game vendors and the studio's secret; absent = none configured / the dev secret.
     * `publicOrigin` absent (an embedder's hand-built config) = http://localhost (linkOrigin).
     * `smsDelivered` absent = texts reach phones (a test's outbox stands in for the gateway).
     */
    Partial<
      Pick<
        ServerConfig,
        | 'vendors'
        | 'studioSecret'
        | 'webClipSigning'
        | 'seamlessLimits'
        | 'seedKey'
        | 'publicOrigin'
        | 'payments'
        | 'dataDir'
        | 'testClock'
        | 'metricsToken'
        | 'smsCountries'
        | 'smsDelivered'
        | 'social'
      >
    >;
  providers?: Providers;
  /** The clock (ms since epoch) of every expiry and throttle window; tests move it. */
  now?: () => number;
  /** Where unexpected errors go; console.error by default. */
  logError?: (message: string, err: unknown) => void;
  /** Access-log lines (server/http/access-log.ts); none unless given (main.ts writes them to stdout). */
  accessLog?: (line: string) => void;
  /** Readiness (/readyz), turned false by a shutdown; main.ts passes its own, a test app gets one. */
  health?: Health;
  /** The process's metrics (/metrics); a test app gets its own registry. */
  metrics?: Metrics;
}

export interface Services extends Required<Omit<AppDeps, 'logError' | 'accessLog' | 'health' | 'metrics'>> {
  siteConfig: SiteConfigStore;
  keys: ServerKeyStore;
  sessions: SessionStore;
  captchas: CaptchaStore;
  smsCodes: SmsCodeStore;
  /** One-time codes by SMS: the number's send limits, the code issued and texted. */
  codeTexts: CodeTexts;
  throttle: Throttle;
  passwords: PasswordHasher;
  resetTokens: ResetTokenStore;
  /** The in-house lottery: draws, orders, settlement. */
  lottery: LotteryService;
  /** Game vendors by code: the launch adapters and the seamless wallet's secrets. */
  vendors: VendorRegistry;
  /** Records a launched game in the member's recent games, when the lobby provides it. */
  recordRecentGame?: (db: Db, memberId: number, nodeId: number) => Promise<unknown>;
}

export interface AppEnv {
  Variables: {
    merchant: string;
    /** The language asked for (any catalogue code). */
    requestLanguage: CatalogueLanguageCode;
    /** The language content is served in: TY, or EN for every other code. */
    lang: Language;
    /** Set by requireSession only. */
    session: CurrentSession;
    /** A cash-out session called a route outside its list (server/http/require-session.ts): 403, not 401. */
    cashoutRefused: boolean;
    /** A session still on an agent-chosen password called a route outside its list: 403, not 401. */
    firstPasswordRefused: boolean;
  };
}
