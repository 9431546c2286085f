import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import { depositBonusCents, offerTerms } from '../../shared/deposit-bonus.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  ChannelSchema,
  DepositCreatedSchema,
  type DepositOrder,
  DepositOrderSchema,
  type DepositStatus,
  RECEIPT_FIELD,
} from '../../shared/schemas/deposits.ts';
import { PromotionListSchema, type PromotionSummary } from '../../shared/schemas/promotions.ts';

/** How often a pending deposit's status is asked again while its screen is open. */
export const ORDER_POLL_MS = 4_000;

/** Private money data: keyed by the account, never persisted. */
export const depositKeys = {
  all: ['deposit'] as const,
  /** Keyed by language too: a channel's name is its operator's text in the member's language. */
  channels: (language: Language, user: string) => [...depositKeys.all, 'channels', language, user] as const,
  order: (user: string, id: number) => [...depositKeys.all, 'order', user, id] as const,
  offers: (language: Language, user: string) => [...depositKeys.all, 'offers', language, user] as const,
};

export const channelsQueryOptions = (language: Language, user: string) =>
  queryOptions({
    queryKey: depositKeys.channels(language, user),
    queryFn: ({ signal }) => get(PATHS.depositChannels, { schema: v.array(ChannelSchema), signal }),
    meta: { persist: false },
    staleTime: 30_000,
  });

/** A deposit promotion the member may still take with a deposit: enrolled, or live and not joined yet. */
export type DepositOffer = PromotionSummary & { percent: number; minDepositCents: number };
const isOffer = (p: PromotionSummary): p is DepositOffer =>
  p.kind === 'deposit' &&
  (p.state === 'open' || p.state === 'joined') &&
  p.percent !== null &&
  p.minDepositCents !== null;

/** The deposit promotions to offer with a deposit (issue 14), from the member's promotions list. */
export const offersQueryOptions = (language: Language, user: string) =>
  queryOptions({
    queryKey: depositKeys.offers(language, user),
    queryFn: async ({ signal }) =>
      (
        await get(PATHS.promotions, { schema: PromotionListSchema, query: { category: 'all' }, signal })
      ).list.filter(isOffer),
    meta: { persist: false },
    staleTime: 0,
  });

/** The bonus this amount earns, as the server pays it (src/shared/deposit-bonus.ts); 0 without an amount. */
export const bonusOf = (offer: DepositOffer, amountCents: number | null) =>
  amountCents === null ? 0 : depositBonusCents(offerTerms(offer), amountCents);

/** The most the offer can give this member ("up to"): the per-deposit cap, held to the per-member cap. */
export const offerCapOf = (offer: DepositOffer) =>
  Math.min(offer.rewardCents, offer.memberCapCents ?? offer.rewardCents);

/** Only `pending` may still change; every other status is final. */
export const isFinal = (status: DepositStatus) => status !== 'pending';

/** One deposit, asked again every few seconds while it is pending; stops once it is decided. */
export const orderQueryOptions = (user: string, id: number) =>
  queryOptions({
    queryKey: depositKeys.order(user, id),
    queryFn: ({ signal }) => get(`${PATHS.depositOrders}/${id}`, { schema: DepositOrderSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
    refetchInterval: (query) => {
      const order: DepositOrder | undefined = query.state.data;
      return order && isFinal(order.status) ? false : ORDER_POLL_MS;
    },
  });

export const createDeposit = (body: { channelId: number; amountCents: number; promotionId?: number }) =>
  request('POST', PATHS.depositOrders, { schema: DepositCreatedSchema, body });

export const submitSender = (id: number, body: { senderName: string; senderReference: string }) =>
  request('POST', `${PATHS.depositOrders}/${id}/submit`, { schema: DepositOrderSchema, body });

/** The receipt image as the multipart field `receipt` (the server checks the type by its content). */
export function uploadReceipt(id: number, file: Blob) {
  const multipart = new FormData();
  multipart.append(RECEIPT_FIELD, file);
  return request('POST', `${PATHS.depositOrders}/${id}/receipt`, { schema: DepositOrderSchema, multipart });
}
