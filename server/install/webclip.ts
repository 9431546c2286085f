// The iOS web-clip profile (SPEC.md "download popup": the MOBILECONFIG link). A real
// `.mobileconfig`: a Configuration profile holding one Web Clip payload with the merchant's icon, name
// and a start URL carrying the web-clip flag, so the app knows it runs as a web clip (registerMethod
// WEBCLIP). Signed with S/MIME when a certificate is configured; iOS shows unsigned profiles as
// "Not Verified" but installs them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';

export interface WebClipInput {
  merchantCode: string;
  label: string;
  /** Absolute start URL, e.g. https://host/m/home?webclip=1 */
  url: string;
  /** PNG bytes of the home-screen icon (180x180). */
  iconPng: Buffer | undefined;
  organization: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable UUID per merchant and payload, so installing again replaces the profile instead of adding one. */
export function stableUuid(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('|')).digest('hex');
  // RFC 4122 layout, version 5-style bits.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16] ?? '0', 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

const str = (key: string, value: string) => `<key>${key}</key><string>${escapeXml(value)}</string>`;
const bool = (key: string, value: boolean) => `<key>${key}</key><${value}/>`;
const int = (key: string, value: number) => `<key>${key}</key><integer>${value}</integer>`;

/** The profile as plist XML. */
export function webClipProfile(input: WebClipInput): string {
  const id = `com.swerte.${input.merchantCode.toLowerCase()}`;
  const clip = [
    bool('FullScreen', true),
    input.iconPng ? `<key>Icon</key><data>${input.iconPng.toString('base64')}</data>` : '',
    bool('IsRemovable', true),
    str('Label', input.label),
    str('PayloadDescription', `${input.label} web app`),
    str('PayloadDisplayName', input.label),
    str('PayloadIdentifier', `${id}.webclip`),
    str('PayloadType', 'com.apple.webClip.managed'),
    str('PayloadUUID', stableUuid(input.merchantCode, 'webclip')),
    int('PayloadVersion', 1),
    bool('Precomposed', true),
    str('URL', input.url),
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0"><dict>',
    `<key>PayloadContent</key><array><dict>${clip}</dict></array>`,
    str('PayloadDescription', `Adds ${input.label} to your home screen.`),
    str('PayloadDisplayName', input.label),
    str('PayloadIdentifier', `${id}.profile`),
    str('PayloadOrganization', input.organization),
    bool('PayloadRemovalDisallowed', false),
    str('PayloadType', 'Configuration'),
    str('PayloadUUID', stableUuid(input.merchantCode, 'profile')),
    int('PayloadVersion', 1),
    '</dict></plist>',
    '',
  ].join('\n');
}

/** S/MIME-signs the profile with `openssl smime` (DER, attached), as iOS expects of signed profiles. */
export function signProfile(xml: string, certPath: string, keyPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const openssl = spawn('openssl', [
      'smime',
      '-sign',
      '-nodetach',
      '-outform',
      'der',
      '-signer',
      certPath,
      '-inkey',
      keyPath,
    ]);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    openssl.stdout.on('data', (d: Buffer) => out.push(d));
    openssl.stderr.on('data', (d: Buffer) => err.push(d));
    openssl.on('error', reject);
    openssl.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`openssl smime: ${Buffer.concat(err)}`)),
    );
    openssl.stdin.end(xml);
  });
}
