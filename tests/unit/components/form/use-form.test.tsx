import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../../src/components/form/text-field.tsx';
import { useForm } from '../../../../src/components/form/use-form.ts';
import { i18n } from '../../../../src/lib/i18n.ts';

type Name = 'user' | 'code';
const required = (v: string) => (v.trim() ? null : 'field.required');
let api: ReturnType<typeof useForm<Name>>;
let submitted: Record<Name, string>[] = [];
let root: ReturnType<typeof createRoot>;

function Form({ showErrors }: { showErrors: 'submit' | 'change' }) {
  const form = useForm<Name>({
    initial: { user: '', code: '' },
    validate: (v) => ({ user: required(v.user), code: required(v.code) }),
    message: (code) => `text of ${code}`,
    showErrors,
  });
  api = form;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => submitted.push(v))}>
      <TextField {...form.field('user')} label="User" name="user" />
      <TextField {...form.field('code')} label="Code" name="code" />
      <button type="submit">Go</button>
    </form>
  );
}

function mount(showErrors: 'submit' | 'change' = 'submit') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Form showErrors={showErrors} />
      </I18nProvider>,
    ),
  );
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const submit = () =>
  act(() =>
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );
const alerts = () =>
  [...document.querySelectorAll('[id$="-error"], [role="alert"]')].map((e) => e.textContent);

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  submitted = [];
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('useForm: the one form pattern', () => {
  it('shows nothing before the first submit; then errors, the first failing field focused', () => {
    mount();
    act(() => api.field('user').onChange('x'));
    act(() => api.field('user').onChange(''));
    expect(api.error('user')).toBeNull();
    expect(input('user')?.getAttribute('aria-invalid')).not.toBe('true');
    submit();
    expect(submitted).toEqual([]);
    expect(api.error('user')).toBe('field.required');
    expect(input('user')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('user'));
    act(() => api.field('user').onChange('juan'));
    submit();
    expect(document.activeElement).toBe(input('code'));
    expect(api.error('user')).toBeNull();
  });

  it('submits valid values; a server answer sits on its field until the field is edited', () => {
    vi.useFakeTimers();
    try {
      mount();
      act(() => {
        api.field('user').onChange('juan');
        api.field('code').onChange('1234');
      });
      submit();
      expect(submitted).toEqual([{ user: 'juan', code: '1234' }]);
      act(() => api.setError('code', 'sms.code.invalid'));
      act(() => vi.runAllTimers());
      expect(api.error('code')).toBe('sms.code.invalid');
      expect(document.activeElement).toBe(input('code'));
      expect(alerts().join()).toContain('text of sms.code.invalid');
      act(() => api.field('code').onChange('12345'));
      expect(api.error('code')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("'change' shows a field's error once it was changed; clearErrors starts over", () => {
    mount('change');
    expect(api.dirty).toBe(false);
    expect(api.hasErrors).toBe(true);
    act(() => api.field('user').onChange(' '));
    expect(api.dirty).toBe(true);
    expect(api.error('user')).toBe('field.required');
    expect(api.error('code')).toBeNull();
    act(() => api.reveal('code'));
    expect(api.error('code')).toBe('field.required');
    act(() => api.clearErrors());
    expect(api.error('user')).toBeNull();
    expect(api.error('code')).toBeNull();
  });

  it('setValue is the program: it reveals nothing and keeps a server answer', () => {
    mount();
    act(() => api.setError('user', 'username.taken'));
    act(() => api.setValue('user', 'other'));
    expect(api.values.user).toBe('other');
    expect(api.error('user')).toBe('username.taken');
    expect(api.error('code')).toBeNull();
  });
});
