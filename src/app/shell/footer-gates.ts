import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';

// The footer menu's gates as data (SPEC.md section 2, "Footer menu"; DESIGN.md section 8.5).

export type FooterEntryId = 'home' | 'activity' | 'deposit' | 'invite' | 'member';
export type FooterToast = 'free_reject' | 'contact_service';

export interface FooterGateRow {
  id: FooterEntryId;
  to: '/m/home' | '/m/activity' | '/m/voucherCenter' | '/m/inviteFriends' | '/m/mine';
  /** A visitor pressing it goes to /m/login. */
  needsLogin: boolean;
  /** Member types turned away with a toast instead of navigating. */
  rejectTypes: readonly number[];
  /** Needs the REFERRAL promotion; otherwise the 'contact_service' toast. */
  needsReferral: boolean;
}

export const FOOTER_GATES: readonly FooterGateRow[] = [
  { id: 'home', to: '/m/home', needsLogin: false, rejectTypes: [], needsReferral: false },
  { id: 'activity', to: '/m/activity', needsLogin: false, rejectTypes: [], needsReferral: false },
  { id: 'deposit', to: '/m/voucherCenter', needsLogin: true, rejectTypes: [], needsReferral: false },
  { id: 'invite', to: '/m/inviteFriends', needsLogin: true, rejectTypes: [], needsReferral: true },
  // The member centre itself greets visitors with a login prompt; only trial accounts are turned away.
  { id: 'member', to: '/m/mine', needsLogin: false, rejectTypes: [MEMBER_TYPE_TRIAL], needsReferral: false },
];

export interface FooterGateContext {
  /** The member type of the session, or null for a visitor. */
  memberType: number | null;
  /** Site config promotions.REFERRAL. */
  referralEnabled: boolean;
}

export type FooterDecision =
  | { kind: 'navigate'; to: FooterGateRow['to'] }
  | { kind: 'login' }
  | { kind: 'toast'; message: FooterToast; durationMs: number };

/** Decides what pressing a footer entry does. */
export function footerGate(row: FooterGateRow, ctx: FooterGateContext): FooterDecision {
  if (ctx.memberType === null) {
    if (row.needsLogin) return { kind: 'login' };
  } else if (row.rejectTypes.includes(ctx.memberType)) {
    return { kind: 'toast', message: 'free_reject', durationMs: TOAST_MS.default };
  }
  if (row.needsReferral && !ctx.referralEnabled) {
    return { kind: 'toast', message: 'contact_service', durationMs: TOAST_MS.contactService };
  }
  return { kind: 'navigate', to: row.to };
}
