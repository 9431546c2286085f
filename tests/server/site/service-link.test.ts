import { describe, expect, it } from 'vitest';
import { SERVICE_LINK_KEY_LENGTH } from '../../../src/shared/constants/members.ts';
import { decryptServiceLink, encryptServiceLink } from '../../../src/shared/service-link.ts';

describe('customer-service link encryption', () => {
  it('round-trips a URL, with the 8-character key at the end', async () => {
    const url = 'https://t.me/swerte_example?start=ph';
    const value = await encryptServiceLink(url, 'Ab3dEf7H');
    expect(value.endsWith('Ab3dEf7H')).toBe(true);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(value).not.toContain('swerte');
    expect(await decryptServiceLink(value)).toBe(url);
  });

  it('picks a random key when none is given, and a fresh IV every time', async () => {
    const a = await encryptServiceLink('https://example.com');
    const b = await encryptServiceLink('https://example.com');
    expect(a.slice(-SERVICE_LINK_KEY_LENGTH)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(a).not.toBe(b);
    expect(await decryptServiceLink(a)).toBe('https://example.com');
    expect(await decryptServiceLink(b)).toBe('https://example.com');
  });

  it('rejects a tampered value, a wrong key and garbage', async () => {
    const value = await encryptServiceLink('https://wa.me/639170000000', 'Wa6Hy3Ld');
    const i = 20;
    const flipped = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
    await expect(decryptServiceLink(flipped)).rejects.toThrow();
    await expect(decryptServiceLink(`${value.slice(0, -8)}Wa6Hy3Le`)).rejects.toThrow();
    await expect(decryptServiceLink('short')).rejects.toThrow();
    await expect(decryptServiceLink('not base64!!Wa6Hy3Ld')).rejects.toThrow();
  });

  it('refuses a key that is not 8 letters or digits', async () => {
    await expect(encryptServiceLink('https://example.com', 'short')).rejects.toThrow();
    await expect(encryptServiceLink('https://example.com', 'has-dash')).rejects.toThrow();
  });
});
