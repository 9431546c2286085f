import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { AmountField } from '../../components/form/amount-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { NoData } from '../../components/no-data.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { memberInfoQueryOptions } from '../../lib/account/api.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { amountProblem, centsToInput, parseCents } from '../../lib/amount-input.ts';
import { ApiError } from '../../lib/http.ts';
import { errorCode, fieldMessage, messageOf } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { TRANSFER_CODES } from '../../shared/errors/cashier.ts';
import { CODES } from '../../shared/errors/general.ts';
import type { UplineTransferInfo, UplineTransferResult } from '../../shared/schemas/transfer.ts';
import { uplineTransferAllowed } from '../../shared/upline-transfer.ts';
import { sessionStore } from '../../stores/session.ts';
import { transferToUpline, uplineTransferKeys, uplineTransferQueryOptions } from './api.ts';
import styles from './upline-transfer.module.css';

/** Answers that mean "not for this account" (the gate), shown as the screen's state, not as an error. */
const GATE_CODES: readonly string[] = [
  CODES.featureDisabled,
  TRANSFER_CODES.notAllowed,
  TRANSFER_CODES.noUpline,
];
/** Answers about the amount: back to the form, on the field. */
const AMOUNT_ANSWERS: readonly string[] = [
  TRANSFER_CODES.amountOutOfRange,
  TRANSFER_CODES.insufficientFunds,
  TRANSFER_CODES.turnoverUnmet,
];

type Step =
  | { kind: 'form'; amount: string; problem?: string }
  | { kind: 'confirm'; amountCents: number; requestId: string }
  | { kind: 'done'; result: UplineTransferResult };

/** SPEC.md section 2, /m/upLine/transfer: send part of the balance to the member's upline agent. */
export function UplineTransferPage() {
  const config = useSiteConfig().data;
  const { session } = useSnapshot(sessionStore);
  // The boot sequence loads the site config first; the route's guard lets only real members in.
  if (!config || !session) return null;
  return (
    <Transfer user={session.userName} memberType={session.type} switchOn={config.switches.AGETRANSFERUP3} />
  );
}

function Transfer({ user, memberType, switchOn }: { user: string; memberType: number; switchOn: boolean }) {
  const online = useOnline();
  const member = useQuery(memberInfoQueryOptions(user));
  // The same gate as the member centre's item; until the member info is known the server decides.
  const open = uplineTransferAllowed({ switchOn, memberType, toUpline: member.data?.toUpline ?? true });
  const info = useQuery({ ...uplineTransferQueryOptions(user), enabled: open });
  const [step, setStep] = useState<Step>({ kind: 'form', amount: '' });

  const gateCode =
    info.error instanceof ApiError && GATE_CODES.includes(info.error.code) ? info.error.code : null;
  // Every state keeps the page's side margins, the refusal card too.
  if (!open || gateCode)
    return (
      <div className={styles.page}>
        <Unavailable code={gateCode ?? (switchOn ? TRANSFER_CODES.notAllowed : CODES.featureDisabled)} />
      </div>
    );
  if (!info.data)
    return (
      <div className={styles.page}>
        {info.isPending && online ? (
          <p className={styles.note} role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : online ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <OfflineNotice />
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      {online ? null : <OfflineNotice />}
      <Summary info={info.data} />
      {step.kind === 'form' ? (
        <AmountStep
          info={info.data}
          amount={step.amount}
          problem={step.problem}
          onNext={(amountCents) => setStep({ kind: 'confirm', amountCents, requestId: crypto.randomUUID() })}
        />
      ) : step.kind === 'confirm' ? (
        <ConfirmStep
          user={user}
          info={info.data}
          amountCents={step.amountCents}
          requestId={step.requestId}
          onBack={(problem) => setStep({ kind: 'form', amount: centsToInput(step.amountCents), problem })}
          onDone={(result) => setStep({ kind: 'done', result })}
        />
      ) : (
        <DoneStep
          info={info.data}
          result={step.result}
          onAgain={() => setStep({ kind: 'form', amount: '' })}
        />
      )}
    </div>
  );
}

/** Transfers move money: without a connection nothing can be sent, so say so plainly. */
function OfflineNotice() {
  return (
    <p className={styles.offline} role="status">
      <Trans>You are offline. A transfer needs a connection: reconnect to continue.</Trans>
    </p>
  );
}

function Unavailable({ code }: { code: string }) {
  const { i18n } = useLingui();
  return <NoData>{i18n._(messageOf(code))}</NoData>;
}

/** The agent's name as the member knows it: the nickname, with the masked account. */
function uplineName(info: UplineTransferInfo) {
  const { nickname, account } = info.upline;
  return nickname ? `${nickname} (${account})` : account;
}

function Summary({ info }: { info: UplineTransferInfo }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="upline-summary">
      <h2 id="upline-summary" className="visually-hidden">
        <Trans>Transfer to upline</Trans>
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>
            <Trans>Upline agent</Trans>
          </dt>
          <dd className={styles.value} data-testid="upline-name">
            {uplineName(info)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>
            <Trans>Balance</Trans>
          </dt>
          <dd className={`${styles.value} ${styles.money}`} data-testid="transfer-balance">
            {formatPeso(info.balanceCents, i18n.locale)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>
            <Trans>Transferable</Trans>
          </dt>
          <dd className={`${styles.value} ${styles.money}`} data-testid="transfer-transferable">
            {formatPeso(info.transferableCents, i18n.locale)}
          </dd>
        </div>
      </dl>
      {info.remainingTurnoverCents > 0 ? <TurnoverNote remainingCents={info.remainingTurnoverCents} /> : null}
    </section>
  );
}

/** Why less than the balance may move: the same turnover requirement as a withdrawal's. */
function TurnoverNote({ remainingCents }: { remainingCents: number }) {
  const { i18n } = useLingui();
  const remaining = formatPeso(remainingCents, i18n.locale);
  return (
    <p className={styles.note} data-testid="transfer-turnover-note">
      <Trans>
        As with a withdrawal, deposits and bonuses must be wagered first. Wager {remaining} more to transfer
        all of your balance.
      </Trans>
    </p>
  );
}

interface AmountStepProps {
  info: UplineTransferInfo;
  amount: string;
  /** A server answer about the amount, shown on the field. */
  problem?: string | undefined;
  onNext: (amountCents: number) => void;
}

function AmountStep({ info, amount, problem, onNext }: AmountStepProps) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const limits = { minCents: info.minCents, maxCents: info.maxCents, availableCents: info.transferableCents };
  const form = useForm<'amount'>({
    initial: { amount },
    validate: (values) => ({ amount: amountProblem(values.amount, limits) }),
    message: (code) => i18n._(fieldMessage(code)),
    showErrors: 'change',
  });
  // A server answer brought the member back here: show it on the field, once.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (problem && shown.current !== problem) {
      shown.current = problem;
      form.setError('amount', problem);
    }
  });
  const min = formatPeso(info.minCents, i18n.locale);
  const max = formatPeso(info.maxCents, i18n.locale);

  const submit = form.handleSubmit((values) => {
    const cents = parseCents(values.amount);
    if (cents !== null) onNext(cents);
  });

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={t`Transfer amount`}
    >
      <AmountField
        {...form.field('amount')}
        label={t`Amount`}
        name="amount"
        required
        hint={t`Min ${min} · Max ${max}`}
        trailing={
          <button
            type="button"
            className={styles.link}
            onClick={() =>
              form.setValue('amount', centsToInput(Math.min(info.transferableCents, info.maxCents)))
            }
          >
            <Trans>All</Trans>
          </button>
        }
      />
      <button type="submit" className="button-primary" disabled={!online}>
        <Trans>Next</Trans>
      </button>
      <OfflineHint />
    </form>
  );
}

interface ConfirmStepProps {
  user: string;
  info: UplineTransferInfo;
  amountCents: number;
  /** Made when the member chose the amount: pressing Confirm again after a failure retries the same transfer. */
  requestId: string;
  onBack: (problem?: string) => void;
  onDone: (result: UplineTransferResult) => void;
}

function ConfirmStep({ user, info, amountCents, requestId, onBack, onDone }: ConfirmStepProps) {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const send = useMutation({ mutationFn: transferToUpline });
  const amount = formatPeso(amountCents, i18n.locale);
  const name = uplineName(info);

  const confirm = () =>
    send.mutate(
      { amountCents, requestId },
      {
        onSuccess: (result) => {
          // Every balance on screen (header, member centre) follows.
          void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
          void queryClient.invalidateQueries({ queryKey: uplineTransferKeys.info(user) });
          onDone(result);
        },
        onError: (err) => {
          const code = errorCode(err);
          if (AMOUNT_ANSWERS.includes(code)) {
            void queryClient.invalidateQueries({ queryKey: uplineTransferKeys.info(user) });
            onBack(code);
          } else if (GATE_CODES.includes(code)) {
            void queryClient.invalidateQueries({ queryKey: uplineTransferKeys.info(user) });
          } else {
            showToast(messageOf(code));
            if (code === TRANSFER_CODES.requestReused) onBack();
          }
        },
      },
    );

  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="upline-confirm">
      <h2 id="upline-confirm" className={styles.heading}>
        <Trans>Confirm the transfer</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          Transfer <strong className={styles.money}>{amount}</strong> to {name}? It cannot be undone.
        </Trans>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button-secondary" onClick={() => onBack()} disabled={send.isPending}>
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="button-primary"
          onClick={confirm}
          disabled={!online || send.isPending}
        >
          <Trans>Confirm</Trans>
        </button>
      </div>
      <OfflineHint />
    </section>
  );
}

function DoneStep({
  info,
  result,
  onAgain,
}: {
  info: UplineTransferInfo;
  result: UplineTransferResult;
  onAgain: () => void;
}) {
  const { i18n } = useLingui();
  const amount = formatPeso(result.amountCents, i18n.locale);
  const balance = formatPeso(result.balanceCents, i18n.locale);
  const name = uplineName(info);
  return (
    <section className={`${styles.card} ${styles.form}`} role="status" aria-labelledby="upline-done">
      <h2 id="upline-done" className={styles.heading}>
        <Trans>Transfer complete</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          {amount} was sent to {name}.
        </Trans>
      </p>
      <p className={styles.note}>
        <Trans>
          New balance: <strong className={styles.money}>{balance}</strong>
        </Trans>
      </p>
      <button type="button" className="button-secondary" onClick={onAgain}>
        <Trans>Make another transfer</Trans>
      </button>
    </section>
  );
}
