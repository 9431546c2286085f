// Install aids (issue 5): the iOS web-clip profile.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from '../http/envelope.ts';
import { signProfile, webClipProfile } from '../install/webclip.ts';

/** The start URL's flag: the app stores WEBCLIP=1 when it opens with it (registerMethod WEBCLIP). */
export const WEB_CLIP_START = '/m/home?webclip=1';

/** The home-screen icon: the built app's, else the source one (API-only deployments). */
function iconPng(distDir: string): Buffer | undefined {
  for (const path of [join(distDir, 'icons/apple-touch-icon.png'), 'public/icons/apple-touch-icon.png']) {
    if (existsSync(path)) return readFileSync(path);
  }
  return undefined;
}

export function installRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(PATHS.webClipProfile, async (c) => {
    const hit = await services.siteConfig.resolved(c.get('merchant'), c.get('lang'));
    if (!hit) return fail(c, 400, CODES.merchantUnknown);
    const origin = services.config.publicOrigin ?? new URL(c.req.url).origin;
    const xml = webClipProfile({
      merchantCode: hit.config.merchantCode,
      label: hit.config.siteName,
      url: `${origin}${WEB_CLIP_START}`,
      iconPng: iconPng(services.config.distDir),
      organization: hit.config.siteName,
    });
    const signing = services.config.webClipSigning;
    const body = signing ? new Uint8Array(await signProfile(xml, signing.cert, signing.key)) : xml;
    return c.body(body, 200, {
      'Content-Type': 'application/x-apple-aspen-config',
      'Content-Disposition': `attachment; filename="${hit.config.merchantCode.toLowerCase()}.mobileconfig"`,
    });
  });

  return app;
}
