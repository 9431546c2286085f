import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { VALIDATION_CODES } from '../../components/form/validators.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { errorCode, fieldMessage, messageOf } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { type DepositCreated, RECEIPT_TYPES } from '../../shared/schemas/deposits.ts';
import { submitSender, uploadReceipt } from './api.ts';
import { CopyRow } from './copy-button.tsx';
import styles from './deposit.module.css';
import { receiptProblem } from './receipt.ts';
import { RECEIPT_MESSAGES } from './status.ts';

/** The sender fields' limit (the server's SubmitDepositSchema). */
const SENDER_MAX_LENGTH = 64;

interface Props {
  created: DepositCreated;
  /** The details (and receipt) were sent: show the order's status. */
  onSubmitted: (orderId: number) => void;
}

/**
 * A manual bank or e-wallet transfer: where to send the money and the reference to quote (each with a
 * copy button), then who sent it, the bank's reference number and an optional receipt image.
 */
export function ManualTransfer({ created, onSubmitted }: Props) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const { order, receivingAccount } = created;
  const amount = formatPeso(order.amountCents, i18n.locale);
  const picker = useRef<HTMLInputElement>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const preview = usePreview(receipt);
  const form = useForm<'senderName' | 'senderReference'>({
    initial: { senderName: '', senderReference: '' },
    validate: (values) => ({
      senderName: values.senderName.trim() ? null : VALIDATION_CODES.fieldRequired,
      senderReference: values.senderReference.trim() ? null : VALIDATION_CODES.fieldRequired,
    }),
    message: (code) => i18n._(fieldMessage(code)),
  });
  const send = useMutation({
    mutationFn: async (values: { senderName: string; senderReference: string }) => {
      await submitSender(order.id, values);
      if (receipt) await uploadReceipt(order.id, receipt);
    },
  });

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (!file) return;
    const problem = await receiptProblem(file);
    setReceiptError(problem);
    setReceipt(problem ? null : file);
    if (problem) e.target.value = '';
  };

  const submit = form.handleSubmit((values) => {
    if (receiptError) return;
    send.mutate(
      { senderName: values.senderName.trim(), senderReference: values.senderReference.trim() },
      {
        onSuccess: () => onSubmitted(order.id),
        onError: (err) => showToast(messageOf(errorCode(err))),
      },
    );
  });

  return (
    <div className={styles.transfer}>
      <section className={styles.card} aria-labelledby="deposit-send-to">
        <h2 id="deposit-send-to" className={styles.heading}>
          <Trans>Send {amount} to this account</Trans>
        </h2>
        <dl className={styles.copyList}>
          {receivingAccount?.bankName ? <CopyRow label={t`Bank`} value={receivingAccount.bankName} /> : null}
          <CopyRow label={t`Account name`} value={receivingAccount?.accountName ?? ''} />
          <CopyRow label={t`Account number`} value={receivingAccount?.accountNumber ?? ''} />
          <CopyRow label={t`Reference to quote`} value={order.reference} />
        </dl>
        <p className={styles.note}>
          <Trans>
            Put the reference in the transfer's message or notes so we can find your payment quickly.
          </Trans>
        </p>
      </section>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Transfer details`}>
        <h2 className={styles.heading}>
          <Trans>After sending, tell us about your transfer</Trans>
        </h2>
        <TextField
          {...form.field('senderName')}
          label={t`Sender's name`}
          name="senderName"
          autoComplete="name"
          maxLength={SENDER_MAX_LENGTH}
          required
        />
        <TextField
          {...form.field('senderReference')}
          label={t`Reference number of your transfer`}
          name="senderReference"
          autoComplete="off"
          maxLength={SENDER_MAX_LENGTH}
          required
        />
        <div className={styles.receipt}>
          <span id="deposit-receipt-label" className={styles.receiptLabel}>
            <Trans>Receipt image (optional, PNG or JPG, up to 5 MB)</Trans>
          </span>
          {/* The browser's own picker speaks the browser's language: hidden behind a translated button. */}
          <input
            ref={picker}
            id="deposit-receipt"
            className={`visually-hidden ${styles.receiptInput}`}
            name="receipt"
            type="file"
            accept={RECEIPT_TYPES.join(',')}
            onChange={(e) => void pick(e)}
            aria-labelledby="deposit-receipt-label"
            aria-invalid={receiptError ? true : undefined}
            aria-describedby={receiptError ? 'deposit-receipt-error' : undefined}
          />
          <label
            className={`button-secondary button-small ${styles.receiptButton}`}
            htmlFor="deposit-receipt"
          >
            {receipt ? <Trans>Choose another image</Trans> : <Trans>Choose image</Trans>}
          </label>
          {receiptError ? (
            <p id="deposit-receipt-error" className={styles.error} role="alert">
              {i18n._(RECEIPT_MESSAGES[receiptError] ?? messageOf(receiptError))}
            </p>
          ) : null}
          {preview ? (
            <div className={styles.preview}>
              <img src={preview} alt={t`Receipt preview`} />
              <button
                type="button"
                className="button-secondary button-small"
                onClick={() => {
                  setReceipt(null);
                  setReceiptError(null);
                  if (picker.current) picker.current.value = '';
                }}
              >
                <Trans>Remove image</Trans>
              </button>
            </div>
          ) : null}
        </div>
        <button
          type="submit"
          className={`button-primary ${styles.submit}`}
          disabled={!online || send.isPending || send.isSuccess}
        >
          <Trans>I have sent the money</Trans>
        </button>
        <OfflineHint />
      </form>
    </div>
  );
}

/** An object URL for the chosen image while it is chosen, revoked when it changes or the form goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
