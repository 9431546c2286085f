// The Module-Id the app sends with a call (SPEC.md section 6), found from the path by a few prefix rules
// rather than the server's table of every path (server/http/module-permissions.ts): the app's entry then
// does not grow with each new path. The server checks the header against its table and refuses a
// mismatch; tests/unit/shared/module-permissions.test.ts proves both agree for every path in PATHS, so a
// new path outside COMM3 under a prefix no rule names fails there: add its rule here.
import type { ModuleId } from './constants/members.ts';

/**
 * Path prefix (whole segments) → module; the longest one a path starts with wins. The vendors' and
 * gateways' signed callbacks (/wps/seamless, /wps/payments/webhook) have no module and are never called
 * by the app.
 */
const MODULE_PREFIXES: Record<string, ModuleId> = {
  '/wps': 'COMM3',
  '/lgw': 'COMM3',
  '/wps/session/login/freeplay': 'FREEPLAY3',
  '/wps/captcha': 'CAPTCHA3',
  '/wps/register': 'REG3',
  '/wps/verification': 'VERIFICATION3',
  '/wps/password/forgot': 'PWRESETSMS3',
  '/wps/password/reset': 'PWRESETSMS3',
  '/wps/deposit': 'FUNDTRANS3',
  '/wps/withdraw': 'FUNDTRANS3',
  '/wps/payout': 'FUNDTRANS3',
  '/wps/transfer': 'FUNDTRANS3',
  '/wps/records': 'MEMTRANS3',
  '/wps/records/pnl': 'PERSPNL3',
  '/wps/notice/agent': 'AGEANNOUNCE3',
  // The agency centre (issue 15): account opening, rebate settings and income, dividends are AFFMAN3;
  // the home's counters and the team's figures AGEINFO3; the downline list AGEDOWNMAN3; the salary
  // contracts DAILYSALCONT3 and HOURSAL3.
  '/wps/agent': 'AFFMAN3',
  '/wps/agent/info': 'AGEINFO3',
  '/wps/agent/team': 'AGEDOWNMAN3',
  '/wps/agent/salary': 'DAILYSALCONT3',
  '/wps/agent/hourly': 'HOURSAL3',
  '/wps/feedback': 'FEEDBACK3',
  '/wps/inbox': 'INBOX3',
  '/wps/security': 'PROFPIC3',
  '/wps/protection': 'PROFPIC3',
  '/wps/rebate': 'MEMTRANS3',
  '/wps/rewards': 'REWCEN3',
  '/wps/vip': 'MEMCLUB3',
};

/** The module id to send for a platform path (`/wps/…`, `/lgw/…`); `undefined` for any other path. */
export function moduleIdForPath(path: string): ModuleId | undefined {
  // Drops one segment at a time: the first prefix found is the longest.
  for (let prefix = path; prefix; prefix = prefix.slice(0, prefix.lastIndexOf('/'))) {
    if (prefix in MODULE_PREFIXES) return MODULE_PREFIXES[prefix];
  }
  return undefined;
}
