import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { AmountField } from '../../components/form/amount-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { amountProblem, centsToInput, parseCents } from '../../lib/amount-input.ts';
import { errorCode, fieldMessage, messageOf } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { DEPOSIT_CODES } from '../../shared/errors/cashier.ts';
import { LIMIT_CODES } from '../../shared/errors/protection.ts';
import type { Channel, DepositCreated } from '../../shared/schemas/deposits.ts';
import { uiStore } from '../../stores/ui.ts';
import { createDeposit, offersQueryOptions } from './api.ts';
import styles from './deposit.module.css';
import { depositLimitText } from './deposit-limit.ts';
import { PromotionChoice } from './promotion-choice.tsx';

const PROMOTION_UNAVAILABLE = msg`This bonus can no longer be taken with this deposit. Please check the bonus choice.`;

interface Props {
  /** The member's account (the key of their promotions). */
  user: string;
  channel: Channel;
  /** A manual transfer: the receiving account and reference to show next. */
  onCreated: (created: DepositCreated) => void;
  /** A gateway: where the member pays (the provider's hosted page). */
  leave: (url: string) => void;
}

/**
 * The amount of a deposit through one channel: typed as text, checked against the channel's limits,
 * with its quick amounts as chips. The deposit promotions the member may take (issue 14) are offered
 * between the amount and the button (none by default); the chosen one's id goes into the create body.
 */
export function AmountForm({ user, channel, onCreated, leave }: Props) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const create = useMutation({ mutationFn: createDeposit });
  const { language } = useSnapshot(uiStore);
  // Without the list (it failed, or promotions are off) the deposit goes on without a bonus choice.
  const offers = useQuery(offersQueryOptions(language, user));
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const limits = { minCents: channel.minCents, maxCents: channel.maxCents };
  // The member's own deposit limit refused the amount: the refusal in words, under the field.
  const [limitText, setLimitText] = useState<string | null>(null);
  const form = useForm<'amount'>({
    initial: { amount: '' },
    validate: (values) => ({ amount: amountProblem(values.amount, limits) }),
    message: (code) =>
      code === LIMIT_CODES.depositExceeded && limitText ? limitText : i18n._(fieldMessage(code)),
    showErrors: 'change',
  });
  const min = formatPeso(channel.minCents, i18n.locale);
  const max = formatPeso(channel.maxCents, i18n.locale);
  const chosen = parseCents(form.values.amount);
  // A choice the amount no longer reaches (min deposit) is dropped, not sent.
  const offer = offers.data?.find((o) => o.id === promotionId);
  const promotion = offer && chosen !== null && chosen >= offer.minDepositCents ? offer.id : null;

  const submit = form.handleSubmit((values) => {
    const amountCents = parseCents(values.amount);
    if (amountCents === null) return;
    create.mutate(
      { channelId: channel.id, amountCents, ...(promotion === null ? {} : { promotionId: promotion }) },
      {
        onSuccess: (created) => {
          if (created.redirectUrl) leave(created.redirectUrl);
          else onCreated(created);
        },
        onError: (err) => {
          const code = errorCode(err);
          const overLimit = depositLimitText(err, i18n);
          setLimitText(overLimit);
          if (code === DEPOSIT_CODES.amountOutOfRange || overLimit) form.setError('amount', code);
          else if (code === DEPOSIT_CODES.promotionUnavailable) {
            setPromotionId(null);
            void offers.refetch();
            showToast(PROMOTION_UNAVAILABLE);
          } else showToast(messageOf(code));
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Deposit amount`}>
      <AmountField
        {...form.field('amount')}
        label={t`Amount`}
        name="amount"
        required
        hint={t`Min ${min} · Max ${max}`}
      />
      {channel.quickAmounts.length > 0 ? (
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">{t`Quick amounts`}</legend>
          {channel.quickAmounts.map((cents) => (
            <button
              key={cents}
              type="button"
              className={styles.chip}
              aria-pressed={chosen === cents}
              onClick={() => form.setValue('amount', centsToInput(cents))}
            >
              {formatPeso(cents, i18n.locale)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {offers.data && offers.data.length > 0 ? (
        <PromotionChoice
          offers={offers.data}
          amountCents={chosen}
          value={promotion}
          onChange={setPromotionId}
        />
      ) : null}
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!online || create.isPending || (create.isSuccess && channel.kind === 'gateway')}
      >
        {channel.kind === 'gateway' ? <Trans>Continue to payment</Trans> : <Trans>Deposit</Trans>}
      </button>
      <OfflineHint />
    </form>
  );
}
