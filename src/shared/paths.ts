// Platform paths, shared by the app's api.ts files and the server's route modules (DESIGN.md section 3).
export const PATHS = {
  siteConfig: '/wps/system/template',
  location: '/wps/system/country',
  helpCenter: '/wps/system/helpCenter',
  announcements: '/wps/announcement/notice',
  banners: '/wps/announcement/banner',
  hotMatches: '/wps/game/hotMatches',
  vendorConfig: '/wps/game/vendors',
  gameTypes: '/wps/game/types',
  hotGames: '/wps/game/hot',
  gameList: '/wps/game/list',
  // Accounts and sessions
  publicKey: '/wps/session/publicKey',
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  session: '/wps/session',
  renew: '/wps/session/renew',
  captcha: '/wps/captcha',
  registrationSettings: '/wps/register/settings',
  register: '/wps/register',
  affiliateCheck: '/wps/register/affiliate/check',
  smsNoLogin: '/wps/verification/sms/noLogin',
  forgotEmail: '/wps/password/forgot/email',
  resetByEmail: '/wps/password/reset/email',
  setPasswordByPhone: '/wps/password/reset/sms',
  password: '/wps/password',
  passwordStatus: '/wps/password/status',
  memberInfo: '/wps/member/info',
  wallet: '/wps/member/wallet',
  opsConfig: '/ops/config',
  opsOutbox: '/ops/outbox',
  /** Operator and e-2-e aid: GET `${opsCaptcha}/:captchaId` answers the captcha's code. */
  opsCaptcha: '/ops/captcha',
} as const;

/** Image CDN paths: `{cdnBase}{path}`. The reference server serves two CDN bases under /cdn/a and /cdn/b. */
export const CDN_MOUNTS = ['/cdn/a', '/cdn/b'] as const;
