// The deposit's statuses and the screen's own codes in words. Lazy descriptors: translated when shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositStatus } from '../../shared/schemas/deposits.ts';

export const STATUS_LABELS: Readonly<Record<DepositStatus, MessageDescriptor>> = {
  pending: msg`Awaiting confirmation`,
  approved: msg`Approved`,
  credited: msg`Credited`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  failed: msg`Payment could not start`,
};

/** What the member reads under the status. */
export const STATUS_NOTES: Readonly<Record<DepositStatus, MessageDescriptor>> = {
  pending: msg`Your deposit is being checked. This page updates by itself.`,
  approved: msg`The amount has been added to your balance.`,
  credited: msg`The payment was received and added to your balance.`,
  rejected: msg`This deposit was not accepted. Nothing was added to your balance.`,
  cancelled: msg`You cancelled the payment. Nothing was charged.`,
  failed: msg`The payment provider could not be reached. Nothing was charged; please try again.`,
};

/** The receipt picker's checks, made before anything is sent (the server checks the bytes again). */
export const RECEIPT_CODES = {
  type: 'receipt.type',
  size: 'receipt.size',
} as const;

export const RECEIPT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [RECEIPT_CODES.type]: msg`Choose a PNG or JPG image.`,
  [RECEIPT_CODES.size]: msg`The image is larger than 5 MB.`,
};
