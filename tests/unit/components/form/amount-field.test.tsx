import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { AmountField } from '../../../../src/components/form/amount-field.tsx';
import { useForm } from '../../../../src/components/form/use-form.ts';
import { amountProblem, parseCents } from '../../../../src/lib/amount-input.ts';
import { i18n } from '../../../../src/lib/i18n.ts';

let root: ReturnType<typeof createRoot> | undefined;
let paid: number[] = [];

function Pay() {
  const form = useForm<'amount'>({
    initial: { amount: '' },
    validate: (v) => ({ amount: amountProblem(v.amount, { minCents: 10_000, maxCents: 100_000 }) }),
    message: (code) => `text of ${code}`,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => paid.push(parseCents(v.amount) ?? -1))}>
      <AmountField {...form.field('amount')} label="Amount" name="amount" hint="Min 100 · Max 1,000" />
      <button type="submit">Pay</button>
    </form>
  );
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  paid = [];
});

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('is a decimal text field whose value is checked against the limits and paid in cents', () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  act(() =>
    root?.render(
      <I18nProvider i18n={i18n}>
        <Pay />
      </I18nProvider>,
    ),
  );
  const input = host.querySelector('input') as HTMLInputElement;
  const submit = () =>
    act(() =>
      host.querySelector('button[type=submit]')?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
  expect(input.inputMode).toBe('decimal');
  expect(host.textContent).toContain('₱');
  expect(host.textContent).toContain('Min 100 · Max 1,000');

  type(input, '50');
  submit();
  expect(host.textContent).toContain('text of amount.min');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(paid).toEqual([]);

  type(input, '250.75');
  submit();
  expect(paid).toEqual([25_075]);
});
