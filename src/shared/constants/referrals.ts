// Invite friends (issue 14, SPEC.md: /m/inviteFriends behind the REFERRAL promotion): numbers fixed by the
// product, shared by the app and the server.

/** Referral codes: 8 characters of an unambiguous alphabet (no 0/O, 1/I): 32^8, about 10^12 codes. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** The registration link's query parameter that carries the code (`/m/register?ref=CODE`). */
export const REFERRAL_QUERY_PARAM = 'ref';
/** What a friend's reward is for: a qualifying credited deposit, or reaching a turnover. */
export const REFERRAL_REWARD_KINDS = ['deposit', 'turnover'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];
/** Invited friends listed per page. */
export const REFERRAL_PAGE_SIZE = 20;
/** The ledger reason of every referral reward (group 'bonus'). */
export const REFERRAL_LEDGER_REASON = 'bonus.referral';

/** The invite link a friend registers with. */
export const inviteLink = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, '')}/m/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/** A friend's account as the referrer sees it: first 2 and last 2 characters, the rest starred. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.min(chars.length - 4, 6))}${chars.slice(-2).join('')}`;
}
