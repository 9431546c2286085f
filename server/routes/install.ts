// Install aids: the web app manifest in the merchant's name and colours, and the iOS
// web-clip profile.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { usableBackground } from '../../src/shared/theme.ts';
import { linkOrigin } from '../config.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { DEFAULT_MERCHANT } from '../http/platform-context.ts';
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

/** Chromium shows at most about 12 characters of a short name under the icon. */
const SHORT_NAME_MAX = 12;

/**
 * The built manifest with the merchant's site name and, when readable on the light text, its theme
 * background as the install splash and title bar colour (the app applies the same rule at run time).
 */
export function merchantManifest(
  built: Record<string, unknown>,
  merchant: { siteName: string; theme: { background: string } },
): Record<string, unknown> {
  const name = merchant.siteName.trim();
  const colour = usableBackground(merchant.theme.background) ? merchant.theme.background : undefined;
  return {
    ...built,
    ...(name
      ? { name, short_name: name.length > SHORT_NAME_MAX ? name.slice(0, SHORT_NAME_MAX).trim() : name }
      : {}),
    ...(colour ? { theme_color: colour, background_color: colour } : {}),
  };
}

export function installRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  // Served instead of the static file: an operator's rename or recolour reaches new installs without a
  // rebuild. The browser revalidates it (no-cache + ETag), as it does the rest of the shell.
  app.get('/manifest.webmanifest', etag(), async (c, next) => {
    let built: Record<string, unknown>;
    try {
      built = JSON.parse(await readFile(join(services.config.distDir, 'manifest.webmanifest'), 'utf8'));
    } catch {
      return next(); // no built app here (API-only deployment): nothing to serve
    }
    const hit = await services.siteConfig.resolved(DEFAULT_MERCHANT, 'EN');
    const body = hit ? merchantManifest(built, hit.config) : built;
    return c.body(JSON.stringify(body), 200, {
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'no-cache',
    });
  });

  app.get(
    PATHS.webClipProfile,
    documented({
      summary: 'The iOS web-clip profile (plist; S/MIME-signed when the server has a certificate)',
      file: { media: 'application/x-apple-aspen-config', description: 'The profile, as an attachment' },
    }),
    async (c) => {
      const hit = await services.siteConfig.resolved(c.get('merchant'), c.get('lang'));
      if (!hit) return fail(c, 400, CODES.merchantUnknown);
      const origin = linkOrigin(services.config);
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
    },
  );

  return app;
}
