// The member's head icon (PATHS.avatar): shown by the member centre's header and the profile's avatar
// view. It answers only its owner's session, so it is fetched with the Token header (an <img src> cannot
// send it) and shown from a blob URL.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HEADERS } from '../../shared/constants/http.ts';
import { moduleIdForPath } from '../../shared/module-prefixes.ts';
import { PATHS } from '../../shared/paths.ts';
import { sessionStore } from '../../stores/session.ts';
import { API_BASE, MERCHANT_CODE } from '../config.ts';
import { ApiError, NETWORK_ERROR } from '../http.ts';

export const avatarKeys = { image: (user: string) => ['member', 'avatar', user] as const };

/** The head icon, or null when none is set (204; 404 from platforms that answer so): the default icon shows. */
async function fetchAvatar(signal: AbortSignal): Promise<Blob | null> {
  const headers: Record<string, string> = { [HEADERS.merchant]: MERCHANT_CODE };
  const moduleId = moduleIdForPath(PATHS.avatar);
  if (moduleId) headers[HEADERS.moduleId] = moduleId;
  const token = sessionStore.session?.token;
  if (token) headers[HEADERS.token] = token;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${PATHS.avatar}`, { headers, signal });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (res.status === 204 || res.status === 404) return null;
  if (!res.ok) throw new ApiError('security.avatar.invalid', res.status);
  return res.blob();
}

export const avatarQueryOptions = (user: string) =>
  queryOptions({
    queryKey: avatarKeys.image(user),
    queryFn: ({ signal }) => fetchAvatar(signal),
    // A blob cannot be persisted; it changes only when the member uploads (which invalidates it).
    meta: { persist: false },
    staleTime: 10 * 60_000,
  });

/** A blob URL of the member's head icon while one is set (revoked when it changes), else null. */
export function useAvatarUrl(user: string | undefined): string | null {
  const avatar = useQuery({ ...avatarQueryOptions(user ?? ''), enabled: Boolean(user) });
  const blob = avatar.data ?? null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
