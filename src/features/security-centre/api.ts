import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { SecurityProfileSchema } from '../../shared/schemas/security.ts';
import { SocialLinksSchema, type SocialProvider, SocialRedirectSchema } from '../../shared/schemas/social.ts';

/** Private, keyed by the account. */
export const securityKeys = {
  all: ['security'] as const,
  profile: (user: string) => [...securityKeys.all, 'profile', user] as const,
  socialLinks: (user: string) => [...securityKeys.all, 'socialLinks', user] as const,
};

/** What the hub shows: always fresh (every sub-view changes it). */
export const securityProfileQueryOptions = (user: string) =>
  queryOptions({
    queryKey: securityKeys.profile(user),
    queryFn: ({ signal }) => get(PATHS.securityProfile, { schema: SecurityProfileSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** The Google and Facebook accounts linked to the member (issue 34): always fresh. */
export const socialLinksQueryOptions = (user: string) =>
  queryOptions({
    queryKey: securityKeys.socialLinks(user),
    queryFn: ({ signal }) => get(PATHS.securitySocial, { schema: SocialLinksSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** Link one (needs a recent login): the provider's page to go to; it comes back through /m/socialLogin. */
export const linkSocial = (provider: SocialProvider) =>
  request('POST', `${PATHS.securitySocial}/${provider}`, { schema: SocialRedirectSchema, body: {} });

/** Unlink one (needs a recent login; 409 social.last when it is the member's only way to log in). */
export const unlinkSocialMutationOptions = () =>
  mutationOptions({
    mutationKey: [...securityKeys.all, 'unlinkSocial'],
    mutationFn: (provider: SocialProvider) =>
      request('DELETE', `${PATHS.securitySocial}/${provider}`, { schema: v.unknown() }),
  });
