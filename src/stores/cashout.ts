import { proxy } from 'valtio';
import type { CashoutSession } from '../shared/schemas/protection.ts';

/**
 * A self-excluded member's cash-out session (issue 31), from the login refusal. Kept in memory only: it
 * lives minutes and reaches nothing but the cash-out view; a reload means logging in again. It is never
 * the tab's session (src/stores/session.ts): the app does not count as logged in.
 */
export const cashoutStore = proxy<{ cashout: (CashoutSession & { userName: string }) | null }>({
  cashout: null,
});

export function setCashout(cashout: CashoutSession & { userName: string }): void {
  cashoutStore.cashout = cashout;
}

export function clearCashout(): void {
  cashoutStore.cashout = null;
}
