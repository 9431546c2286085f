import { describe, expect, it } from 'vitest';
import { socialLogins } from '../../../../src/lib/site/social-logins.ts';
import { siteConfig } from '../../site-config.ts';

// SPEC.md section 2 (login screen): a provider's button shows when the third-party login service is
// initialised (the server has its credentials: site.socialLogins) AND its switch is on (issue 34).
describe('socialLogins', () => {
  it('both configured and switched on: Facebook then Google', () => {
    expect(socialLogins(siteConfig({ socialLogins: ['google', 'facebook'] }))).toEqual([
      'facebook',
      'google',
    ]);
  });
  it.each([
    ['FACEBOOKLOGIN3 off', { FACEBOOKLOGIN3: false }, ['google']],
    ['GOOGLELOGIN3 off', { GOOGLELOGIN3: false }, ['facebook']],
    ['both off', { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false }, []],
  ] as const)('%s: that provider is hidden', (_, switches, shown) => {
    expect(socialLogins(siteConfig({ switches, socialLogins: ['google', 'facebook'] }))).toEqual(shown);
  });
  it('a switch on without the server configured for it shows nothing', () => {
    expect(socialLogins(siteConfig({ socialLogins: ['google'] }))).toEqual(['google']);
    expect(socialLogins(siteConfig({ socialLogins: [] }))).toEqual([]);
  });
  it('no site config yet: nothing', () => {
    expect(socialLogins(undefined)).toEqual([]);
  });
});
