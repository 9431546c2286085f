import { queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type UplineTransferBody,
  UplineTransferInfoSchema,
  UplineTransferResultSchema,
} from '../../shared/schemas/transfer.ts';

/** Private money data: keyed by the account, never persisted. */
export const uplineTransferKeys = {
  info: (user: string) => ['uplineTransfer', user] as const,
};

/** The upline agent, the balance and the limits; always fresh (a balance is only worth showing fresh). */
export const uplineTransferQueryOptions = (user: string) =>
  queryOptions({
    queryKey: uplineTransferKeys.info(user),
    queryFn: ({ signal }) => get(PATHS.uplineTransfer, { schema: UplineTransferInfoSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** `requestId` is made once per confirmed transfer: a retry of the same transfer moves the money once. */
export const transferToUpline = (body: UplineTransferBody) =>
  request('POST', PATHS.uplineTransfer, { schema: UplineTransferResultSchema, body });
