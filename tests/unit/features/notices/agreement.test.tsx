import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgreementPage } from '../../../../src/features/notices/agreement-page.tsx';
import { agreementQueryOptions } from '../../../../src/features/notices/api.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { renderWithRouter, stubFetch, testQueryClient, until } from '../../components/harness.tsx';

let unmount = () => {};
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('user agreement page', () => {
  it('shows the sanitised agreement of the language', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(agreementQueryOptions('TY').queryKey, {
      language: 'TY',
      content: '<h2>Mga tuntunin</h2><p>Dapat 21 pataas.</p><img src=x onerror="window.__pwned=1">',
    });
    const view = await renderWithRouter(() => <AgreementPage />, queryClient);
    unmount = view.unmount;
    await until(() => view.container.textContent?.includes('Dapat 21 pataas.') === true, 'content');
    expect(view.container.querySelector('h2')?.textContent).toBe('Mga tuntunin');
    expect(view.container.querySelector('[onerror]')).toBeNull();
  });

  it('says when none is published, and offers a retry when loading failed', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(agreementQueryOptions('TY').queryKey, { language: 'TY', content: '' });
    const empty = await renderWithRouter(() => <AgreementPage />, queryClient);
    expect(empty.container.textContent).toContain('The user agreement has not been published yet.');
    empty.unmount();
    stubFetch(() => new Response('{}', { status: 500 }));
    const view = await renderWithRouter(() => <AgreementPage />, testQueryClient());
    unmount = view.unmount;
    await until(() => view.container.textContent?.includes('could not be loaded') === true, 'error');
    expect(view.container.querySelector('[role="alert"] button')).not.toBeNull();
  });
});
