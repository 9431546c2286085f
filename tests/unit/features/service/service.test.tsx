import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceEntries, webUrl } from '../../../../src/features/service/links.ts';
import { SideServiceButton } from '../../../../src/features/service/side-service-button.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';
import { encryptServiceLink } from '../../../../src/shared/service-link.ts';
import { renderWithRouter, until } from '../../components/harness.tsx';

let unmount = () => {};
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => unmount());

const link = async (type: SiteConfig['serviceLinks'][number]['type'], url: string) => ({
  type,
  value: await encryptServiceLink(url),
});

describe('service links', () => {
  it('keeps only web URLs', () => {
    expect(webUrl('https://t.me/swerte')).toBe('https://t.me/swerte');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('not a url')).toBeNull();
  });

  it('decrypts, drops tampered and non-web links, one per type, live chat first', async () => {
    const good = await link('WHATSAPP', 'https://wa.me/639171234567');
    // Its first character changed (it encodes the random IV's first bits: never replaced by itself).
    const tampered = `${good.value.startsWith('x') ? 'y' : 'x'}${good.value.slice(1)}`;
    const links = [
      good,
      await link('FACEBOOK', 'https://facebook.com/swerte'),
      await link('TELEGRAM', 'javascript:alert(1)'),
      { type: 'TELEGRAM2' as const, value: tampered },
      await link('LIVECHAT', 'https://chat.example/swerte'),
      await link('FACEBOOK', 'https://facebook.com/other'),
    ];
    expect(await serviceEntries(links)).toEqual([
      { type: 'LIVECHAT', url: 'https://chat.example/swerte' },
      { type: 'FACEBOOK', url: 'https://facebook.com/swerte' },
      { type: 'WHATSAPP', url: 'https://wa.me/639171234567' },
    ]);
  });
});

describe('side service button (home)', () => {
  it('shows nothing without links', async () => {
    const view = await renderWithRouter(() => <SideServiceButton links={[]} />);
    unmount = view.unmount;
    expect(view.container.querySelector('button')).toBeNull();
  });

  it('opens the panel with the links, each opening outside', async () => {
    const links = [
      await link('TELEGRAM', 'https://t.me/swerte'),
      await link('LIVECHAT', 'https://chat.example/x'),
    ];
    const view = await renderWithRouter(() => <SideServiceButton links={links} />);
    unmount = view.unmount;
    await act(async () =>
      view.container.querySelector<HTMLButtonElement>('button[aria-label="Customer service"]')?.click(),
    );
    await until(() => document.querySelectorAll('[role="dialog"] a[data-service]').length === 2, 'the links');
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>('[role="dialog"] a[data-service]')];
    expect(anchors.map((a) => [a.dataset.service, a.href, a.target])).toEqual([
      ['LIVECHAT', 'https://chat.example/x', '_blank'],
      ['TELEGRAM', 'https://t.me/swerte', '_blank'],
    ]);
    expect(anchors[0]?.textContent).toBe('Live chat');
  });
});
