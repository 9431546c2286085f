// Accounts without a session: public key, login, trial, captcha, registration, SMS (SPEC.md sections 3, 7).
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { ApiError, get, request } from '../../lib/http.ts';
import { HEADERS } from '../../shared/constants/http.ts';
import { CODES } from '../../shared/errors/general.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  AffiliateCheckResultSchema,
  type AffiliateCheckSchema,
  CaptchaSchema,
  type LoginPayload,
  LoginResultSchema,
  type RegistrationPayload,
} from '../../shared/schemas/auth.ts';
import { type SocialProvider, SocialRedirectSchema, type SocialStart } from '../../shared/schemas/social.ts';
import { type PublicKey, PublicKeySchema, SEALED_ALGORITHM, sealBody } from '../../shared/sealed-body.ts';

export const authKeys = {
  all: ['auth'] as const,
  publicKey: () => [...authKeys.all, 'publicKey'] as const,
};

/** The server's sealing key: public, so it may be cached (and persisted); a rotation is caught on use. */
export const publicKeyQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.publicKey(),
    queryFn: ({ signal }) => get(PATHS.publicKey, { schema: PublicKeySchema, signal }),
    staleTime: 60 * 60_000,
  });

/**
 * Sends `payload` sealed with the server's key (DESIGN.md section 5). A 400 request.invalid may mean
 * the key rotated: fetch the key once more and, if it changed, send again.
 */
async function sealedRequest<T extends v.GenericSchema>(
  queryClient: QueryClient,
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  schema: T,
): Promise<v.InferOutput<T>> {
  const send = async (key: PublicKey) =>
    request(method, path, {
      schema,
      body: await sealBody(key, payload),
      headers: { [HEADERS.encryption]: SEALED_ALGORITHM },
    });
  const key = await queryClient.ensureQueryData(publicKeyQueryOptions());
  try {
    return await send(key);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 400 || err.code !== CODES.invalidRequest) throw err;
    const fresh = await queryClient.fetchQuery({ ...publicKeyQueryOptions(), staleTime: 0 });
    if (fresh.keyId === key.keyId) throw err;
    return send(fresh);
  }
}

export const login = (queryClient: QueryClient, payload: LoginPayload) =>
  sealedRequest(queryClient, 'POST', PATHS.login, payload, LoginResultSchema);

export const register = (queryClient: QueryClient, payload: RegistrationPayload) =>
  sealedRequest(queryClient, 'PUT', PATHS.register, payload, LoginResultSchema);

export const fetchCaptcha = () => get(PATHS.captcha, { schema: CaptchaSchema });

export const checkAffiliate = (body: v.InferInput<typeof AffiliateCheckSchema>) =>
  request('POST', PATHS.affiliateCheck, {
    schema: AffiliateCheckResultSchema,
    body,
  });

/** Google or Facebook sign-in (issue 34): the provider's page to go to, with what the page knows. */
export const startSocial = (provider: SocialProvider, body: SocialStart) =>
  request('POST', `${PATHS.socialStart}/${provider}`, { schema: SocialRedirectSchema, body });
