// A member-centre item's white-label switch (SPEC.md section 2: DEPRECM3, WITHREC3, TRANSREC3, …) enforced
// on the routes behind it: the module gate checks a module's one switch, and one module (MEMTRANS3) serves
// items with different switches.
import type { MiddlewareHandler } from 'hono';
import type { Switch } from '../../src/shared/constants/members.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';

/** 403 `feature.disabled` unless the merchant's switch `name` is on. */
export const requireSwitch =
  (services: Services, name: Switch): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const stored = await services.siteConfig.stored(c.get('merchant'));
    if (!stored?.switches[name]) return fail(c, 403, CODES.featureDisabled, `${name} is switched off`);
    await next();
  };
