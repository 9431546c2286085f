import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { createHarness, type Harness, TEST_OPS_TOKEN } from '../support/harness.ts';

// The iOS web-clip profile does not depend on the database: one run on PGlite is enough.
describe('web-clip profile (.mobileconfig)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  const keyOf = (xml: string, key: string) =>
    xml.match(new RegExp(`<key>${key}</key><(string|integer)>([^<]*)</`))?.[2];

  it('is a Configuration profile with one Web Clip: name, icon and a start URL with the web-clip flag', async () => {
    const res = await h.get(PATHS.webClipProfile);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    expect(res.headers.get('content-disposition')).toContain('swerte.mobileconfig');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<plist version="1.0">');
    expect(keyOf(xml, 'PayloadType')).toBe('com.apple.webClip.managed');
    expect(xml).toContain('<key>PayloadType</key><string>Configuration</string>');
    expect(keyOf(xml, 'Label')).toBe('Swerte');
    expect(keyOf(xml, 'URL')).toBe('http://localhost/m/home?webclip=1');
    const icon = xml.match(/<key>Icon<\/key><data>([^<]+)<\/data>/)?.[1];
    expect(
      Buffer.from(icon ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('keeps the same payload UUIDs, so installing again replaces the profile', async () => {
    const a = await (await h.get(PATHS.webClipProfile)).text();
    const b = await (await h.get(PATHS.webClipProfile)).text();
    expect(keyOf(a, 'PayloadUUID')).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(keyOf(a, 'PayloadUUID')).toBe(keyOf(b, 'PayloadUUID'));
  });

  it('is S/MIME-signed when a certificate is configured, and the signature verifies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swerte-webclip-'));
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=Swerte test',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const app = h.appWith({ webClipSigning: { cert, key } });
    const res = await app.request(PATHS.webClipProfile);
    expect(res.status).toBe(200);
    const signed = join(dir, 'profile.der');
    writeFileSync(signed, Buffer.from(await res.arrayBuffer()));
    const content = execFileSync(
      'openssl',
      ['smime', '-verify', '-inform', 'der', '-in', signed, '-noverify', '-certfile', cert],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    ).toString();
    expect(content).toContain('com.apple.webClip.managed');
  });
});

describe('web app manifest', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  const manifest = async () => {
    const res = await h.get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    return (await res.json()) as Record<string, unknown>;
  };
  const patch = (body: unknown) =>
    h.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("carries the merchant's site name and theme background over the built manifest", async () => {
    expect(await manifest()).toMatchObject({ name: 'Swerte', short_name: 'Swerte', theme_color: '#0b1f18' });

    expect((await patch({ siteName: 'Swerte Casino Royale', theme: { background: '#101820' } })).status).toBe(
      200,
    );
    expect(await manifest()).toMatchObject({
      name: 'Swerte Casino Royale',
      short_name: 'Swerte Casin',
      theme_color: '#101820',
      background_color: '#101820',
    });
  });

  it('keeps the built colours when the theme background would make the light text unreadable', async () => {
    expect((await patch({ theme: { background: '#fff8f0' } })).status).toBe(200);
    expect((await manifest()).theme_color).toBeUndefined(); // the built (fake) manifest has none
  });

  it('refuses a theme colour that is not a hex colour', async () => {
    expect((await patch({ theme: { primary: 'red;position:fixed' } })).status).toBe(400);
  });
});
