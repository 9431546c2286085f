// Module-id permissions (SPEC.md section 6). The server knows each path's module
// (server/http/module-permissions.ts) and applies that module's rule: who may call it and the switch
// that must be on. The Module-Id header is checked against it, never trusted: a call that names
// another module is refused, so a drifted client is caught at once instead of half-working.
import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';
import { moduleForPath, moduleVerdict } from './module-permissions.ts';
import { sessionExpired, sessionOf, trialRejected } from './require-session.ts';

export function moduleGate(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const module = moduleForPath(c.req.path);
    // Not a platform path (a 404 follows), or a vendor callback checked by its signature.
    if (!module) return next();
    const claimed = c.req.header(HEADERS.moduleId)?.trim();
    if (claimed && claimed !== module) {
      return fail(c, 403, CODES.moduleMismatch, `Module-Id: this call belongs to ${module}`);
    }
    const stored = await services.siteConfig.stored(c.get('merchant'));
    const verdict = moduleVerdict(module, null, stored?.switches);
    // Rules about the caller need the session; `anyone` modules do not pay for the lookup.
    const final =
      verdict === 'session' ? moduleVerdict(module, await sessionOf(c, services), stored?.switches) : verdict;
    switch (final) {
      case 'ok':
        return next();
      case 'session':
        return sessionExpired(c);
      case 'trial':
        return trialRejected(c);
      case 'agent':
        return fail(c, 403, CODES.permissionDenied, 'This function is for agents');
      case 'disabled':
        return fail(c, 403, CODES.featureDisabled, `${module} is switched off`);
    }
  };
}
