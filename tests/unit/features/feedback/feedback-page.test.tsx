import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { feedbackErrorMessage } from '../../../../src/features/feedback/feedback-messages.ts';
import { FeedbackPage } from '../../../../src/features/feedback/feedback-page.tsx';
import { FEEDBACK_IMAGE_LIMITS } from '../../../../src/features/feedback/image-check.ts';
import { ApiError } from '../../../../src/lib/http.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { checkImages as checkAgainst } from '../../../../src/lib/image-check.ts';
import { errorMessage } from '../../../../src/lib/messages.ts';
import { FEEDBACK_CODES } from '../../../../src/shared/errors/member.ts';
import type { Feedback } from '../../../../src/shared/schemas/feedback.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import {
  type FetchCall,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  until,
} from '../../components/harness.tsx';
import { envelope } from '../../site-config.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const page = (list: Feedback[]) => envelope({ list, pageNo: 1, pageSize: 20, total: list.length });
const REPLIED: Feedback = {
  id: 7,
  type: 'deposit',
  text: 'My deposit is late.',
  status: 'replied',
  createdAt: '2026-11-24T01:00:00.000Z',
  imageCount: 0,
  replies: [{ id: 1, text: 'It is credited now.', createdAt: '2026-11-24T02:00:00.000Z' }],
};

let calls: FetchCall[] = [];
let answer: (call: FetchCall) => Response;
let unmount = () => {};
let online = true;

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  toastStore.toasts = [];
  calls = [];
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
  answer = ({ method, url }) => {
    if (method === 'GET' && new URL(url, location.href).pathname === '/wps/feedback') return page([REPLIED]);
    throw new Error(`unexpected ${method} ${url}`);
  };
  stubFetch((call) => {
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

async function render() {
  const view = await renderWithRouter(() => <FeedbackPage />, testQueryClient());
  unmount = view.unmount;
  return view;
}
const text = (root: HTMLElement) => root.textContent ?? '';
const field = <T extends HTMLElement>(root: HTMLElement, selector: string) => {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};
const setValue = (el: HTMLTextAreaElement | HTMLSelectElement, value: string) =>
  act(() => {
    const proto =
      el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLSelectElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
const pick = (root: HTMLElement, files: File[]) =>
  act(async () => {
    const picker = field<HTMLInputElement>(root, 'input[name="image"]');
    Object.defineProperty(picker, 'files', { configurable: true, value: files });
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  });
const submit = (root: HTMLElement) =>
  act(() => field<HTMLFormElement>(root, 'form[aria-label="Send feedback"]').requestSubmit());

describe('feedback', () => {
  it('pages past feedback: "load more" asks for the next page and adds it under the first', async () => {
    const item = (id: number): Feedback => ({ ...REPLIED, id, text: `Feedback number ${id}`, replies: [] });
    answer = ({ method, url }) => {
      const u = new URL(url, location.href);
      if (method !== 'GET' || u.pathname !== '/wps/feedback') throw new Error(`unexpected ${method} ${url}`);
      const pageNo = Number(u.searchParams.get('pageNo'));
      const list = pageNo === 1 ? [item(3), item(2)] : [item(1)];
      return envelope({ list, pageNo, pageSize: 2, total: 3 });
    };
    const { container } = await render();
    await until(() => text(container).includes('Feedback number 2'));
    expect(new URL(calls[0]?.url ?? '', location.href).searchParams.get('pageNo')).toBe('1');
    expect(text(container)).not.toContain('Feedback number 1');
    const more = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Load more');
    if (!more) throw new Error('no load more');
    await act(async () => more.click());
    await until(() => text(container).includes('Feedback number 1'));
    expect(container.querySelectorAll('[data-testid="feedback-item"]')).toHaveLength(3);
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Load more')).toBe(false);
  });

  it("shows past feedback with the operator's reply", async () => {
    const { container } = await render();
    await until(() => text(container).includes('It is credited now.'));
    expect(text(container)).toContain('My deposit is late.');
    expect(text(container)).toContain('Replied');
    expect(text(container)).toContain('Reply from customer service');
  });

  it('checks type and text bounds, counts characters, then sends the text and images as a form', async () => {
    const { container } = await render();
    await until(() => text(container).includes('My feedback'));
    await submit(container);
    expect(text(container)).toContain('Please choose what your feedback is about.');
    expect(text(container)).toContain('Please write at least 10 characters.');
    const textarea = field<HTMLTextAreaElement>(container, 'textarea[name="text"]');
    await setValue(textarea, 'x'.repeat(501));
    expect(text(container)).toContain('501 / 500 characters');
    expect(text(container)).toContain('Please write at most 500 characters.');
    await setValue(textarea, 'The lottery results page is slow.');
    await setValue(field<HTMLSelectElement>(container, 'select[name="type"]'), 'game');
    await pick(container, [new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' })]);
    await until(() => text(container).includes('Remove'));
    answer = ({ method, url }) => {
      if (method === 'PUT' && new URL(url, location.href).pathname === '/wps/feedback')
        return envelope({ ...REPLIED, id: 8, status: 'open', replies: [], imageCount: 1 });
      if (method === 'GET' && new URL(url, location.href).pathname === '/wps/feedback')
        return page([REPLIED]);
      throw new Error(`unexpected ${method} ${url}`);
    };
    await submit(container);
    await until(() => calls.some((c) => c.method === 'PUT'));
    const sent = calls.find((c) => c.method === 'PUT');
    if (!(sent?.body instanceof FormData)) throw new Error('not sent as a form');
    expect(sent.body.get('type')).toBe('game');
    expect(sent.body.get('text')).toBe('The lottery results page is slow.');
    expect(sent.body.getAll('image')).toHaveLength(1);
    await until(() => toastStore.toasts.some((t) => String(t.message).includes('Thank you')));
    expect(textarea.value).toBe('');
    expect(text(container)).not.toContain('Please write at least');
  });

  it('refuses a renamed file and a 4th image before sending', async () => {
    const { container } = await render();
    await until(() => text(container).includes('My feedback'));
    await pick(container, [new File(['MZ not an image'], 'photo.png', { type: 'image/png' })]);
    await until(() => text(container).includes('Only PNG or JPG images can be attached.'));
    const png = () => new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' });
    await pick(container, [png(), png(), png(), png()]);
    await until(() => text(container).includes('You can attach at most 3 images.'));
    expect(container.querySelectorAll('button').length).toBeGreaterThanOrEqual(3);
  });

  it('a server refusal is translated; offline the button is disabled', async () => {
    const { container } = await render();
    await until(() => text(container).includes('My feedback'));
    await setValue(field<HTMLTextAreaElement>(container, 'textarea[name="text"]'), 'Please add more games.');
    await setValue(field<HTMLSelectElement>(container, 'select[name="type"]'), 'suggestion');
    answer = () => envelope(null, 507, FEEDBACK_CODES.storageFull);
    await submit(container);
    await until(() => toastStore.toasts.some((t) => String(t.message).includes('without images')));
    online = false;
    await act(async () => window.dispatchEvent(new Event('offline')));
    await until(() => text(container).includes('You are offline'));
    expect(field<HTMLButtonElement>(container, 'button[type="submit"]').disabled).toBe(true);
  });

  it('checks images by their bytes, size and count', async () => {
    const png = new Blob([new Uint8Array(PNG)]);
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]);
    const checkImages = (current: Blob[], picked: Blob[]) =>
      checkAgainst(current, picked, FEEDBACK_IMAGE_LIMITS);
    const exe = new File(['MZ'], 'photo.jpg', { type: 'image/jpeg' });
    const big = new Blob([new Uint8Array(6 * 1024 * 1024)]);
    expect(await checkImages([], [png, jpeg])).toEqual({ images: [png, jpeg], problem: null });
    expect((await checkImages([], [exe])).problem).toBe(FEEDBACK_CODES.imageInvalid);
    expect((await checkImages([], [big])).problem).toBe(FEEDBACK_CODES.imageTooLarge);
    const four = await checkImages([png, png, png], [jpeg]);
    expect(four).toEqual({ images: [png, png, png], problem: FEEDBACK_CODES.tooManyImages });
  });

  it.each(Object.values(FEEDBACK_CODES))('has its own text for %s', (code) => {
    const own = feedbackErrorMessage(new ApiError(code, 400));
    expect(own).not.toBe(errorMessage(new ApiError(code, 400)));
    expect(i18n._(own)).not.toBe('');
  });
});
