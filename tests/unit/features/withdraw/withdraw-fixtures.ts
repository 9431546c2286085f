// The withdraw screen's test data: a member who may withdraw (turnover met, one e-wallet, password set).
import type { WithdrawOrder, WithdrawOverview } from '../../../../src/shared/schemas/withdrawals.ts';

export const OVERVIEW: WithdrawOverview = {
  balanceCents: 250_000,
  withdrawableCents: 250_000,
  turnover: {
    requiredCents: 0,
    wageredCents: 0,
    remainingCents: 0,
    multiplierPercent: 100,
    met: true,
    open: [],
  },
  limits: { minCents: 10_000, maxCents: 5_000_000, dailyCount: 3, usedToday: 1 },
  pending: null,
  payeeName: 'Juan Dela Cruz',
  paymentPasswordSet: true,
  accounts: [
    {
      id: 7,
      kind: 'ewallet',
      provider: 'GCash',
      holderName: 'Juan Dela Cruz',
      maskedNumber: '••••4567',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  maskedMobile: '63917•••4567',
  recentlyAuthenticated: true,
};
export const PENDING: WithdrawOrder = {
  id: 3,
  amountCents: 50_000,
  status: 'pending',
  payout: { kind: 'ewallet', provider: 'GCash', holderName: 'Juan Dela Cruz', maskedNumber: '••••4567' },
  rejectReason: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  decidedAt: null,
};
