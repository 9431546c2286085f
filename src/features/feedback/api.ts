import { infiniteQueryOptions, mutationOptions } from '@tanstack/react-query';
import { API_BASE, MERCHANT_CODE } from '../../lib/config.ts';
import { ApiError, NETWORK_ERROR, request } from '../../lib/http.ts';
import { memberPages } from '../../lib/paging.ts';
import { FEEDBACK_FIELDS, FEEDBACK_PAGE_SIZE, type FeedbackType } from '../../shared/constants/feedback.ts';
import { HEADERS } from '../../shared/constants/http.ts';
import { moduleIdForPath } from '../../shared/module-prefixes.ts';
import { PATHS } from '../../shared/paths.ts';
import { FeedbackPageSchema, FeedbackSchema } from '../../shared/schemas/feedback.ts';
import { sessionStore } from '../../stores/session.ts';

/** Private data, keyed by the account (a second login in the same tab never sees the first one's). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: (user: string) => [...feedbackKeys.all, 'mine', user] as const,
};

/**
 * The member's feedback with the operator's replies, newest first and paged ("load more"), asked afresh
 * on every visit (a reply may be new).
 */
export const myFeedbackQueryOptions = (user: string) =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.mine(user),
    ...memberPages(PATHS.feedback, FeedbackPageSchema, FEEDBACK_PAGE_SIZE),
    staleTime: 0,
  });

export interface SubmitFeedback {
  type: FeedbackType;
  text: string;
  images: readonly Blob[];
}

export const submitFeedbackMutationOptions = () =>
  mutationOptions({
    mutationKey: [...feedbackKeys.all, 'submit'],
    mutationFn: ({ type, text, images }: SubmitFeedback) => {
      const multipart = new FormData();
      multipart.append(FEEDBACK_FIELDS.type, type);
      multipart.append(FEEDBACK_FIELDS.text, text);
      for (const image of images) multipart.append(FEEDBACK_FIELDS.image, image);
      return request('PUT', PATHS.feedback, { schema: FeedbackSchema, multipart });
    },
  });

/**
 * Image n of one of the member's feedback. The image answers only its owner's session, so it is fetched
 * with the Token header (an <img src> cannot send it) and shown from the blob.
 */
export async function fetchFeedbackImage(id: number, n: number, signal?: AbortSignal): Promise<Blob> {
  const path = `${PATHS.feedback}/${id}/images/${n}`;
  const headers: Record<string, string> = { [HEADERS.merchant]: MERCHANT_CODE };
  const moduleId = moduleIdForPath(path);
  if (moduleId) headers[HEADERS.moduleId] = moduleId;
  const token = sessionStore.session?.token;
  if (token) headers[HEADERS.token] = token;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers, signal: signal ?? null });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!res.ok) throw new ApiError('feedback.unknown', res.status);
  return res.blob();
}
