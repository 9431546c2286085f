import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useReauth } from '../../lib/account/use-reauth.tsx';
import { useOnline } from '../../lib/online.ts';
import {
  SECURITY_ANSWER_LENGTH,
  SECURITY_QUESTIONS,
  SECURITY_QUESTIONS_COUNT,
  type SecurityQuestion,
} from '../../shared/constants/security.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { sessionStore } from '../../stores/session.ts';
import { profileKeys, securityQuestionsQueryOptions, setSecurityQuestionsMutationOptions } from './api.ts';
import styles from './profile.module.css';
import { profileErrorMessage, profileFieldMessage, QUESTION_LABELS } from './profile-messages.ts';
import { answerProblem, questionProblem } from './profile-rules.ts';

interface Props {
  /** Saved: back to where it was opened from. */
  onDone: () => void;
}

/** The fields of question n: `q0`, `a0`, `q1`, `a1`, … */
const SLOTS = Array.from({ length: SECURITY_QUESTIONS_COUNT }, (_, n) => n);
type Field = `q${number}` | `a${number}`;

/** Security questions: choose different ones of the list and answer them (answers are never shown again). */
export function QuestionsView({ onDone }: Props) {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const current = useQuery({ ...securityQuestionsQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  if (current.data) return <QuestionsForm user={user} current={current.data.questions} onDone={onDone} />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  return (
    <p className={styles.page} role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

function QuestionsForm({
  user,
  current,
  onDone,
}: Props & { user: string; current: readonly SecurityQuestion[] }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const save = useMutation(setSecurityQuestionsMutationOptions());
  const { needsAuth, dialog } = useReauth();
  const baseId = useId();
  const form = useForm<Field>({
    // Set before: the same questions preselected (the answers are never sent back).
    initial: Object.fromEntries(
      SLOTS.flatMap((n) => [
        [`q${n}`, current[n] ?? ''],
        [`a${n}`, ''],
      ]),
    ),
    validate: (values) =>
      Object.fromEntries(
        SLOTS.flatMap((n) => [
          [
            `q${n}`,
            questionProblem(
              values[`q${n}`] ?? '',
              SLOTS.slice(0, n).map((m) => values[`q${m}`] ?? ''),
            ),
          ],
          [`a${n}`, answerProblem(values[`a${n}`] ?? '')],
        ]),
      ),
    message: (code) => i18n._(profileFieldMessage(code)),
  });

  const send = (answers: { question: SecurityQuestion; answer: string }[]) =>
    save.mutate(
      { answers },
      {
        onSuccess: () => {
          showToast(msg`Security questions saved`, TOAST_MS.short);
          void queryClient.invalidateQueries({ queryKey: profileKeys.questions(user) });
          onDone();
        },
        onError: (err) => {
          if (!needsAuth(err, () => send(answers))) showToast(profileErrorMessage(err));
        },
      },
    );

  const submit = form.handleSubmit((values) => {
    if (!online) return;
    send(
      SLOTS.map((n) => ({
        question: values[`q${n}`] as SecurityQuestion,
        answer: (values[`a${n}`] ?? '').trim(),
      })),
    );
  });

  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={t`Security questions`}>
      <h2 className={styles.heading}>
        <Trans>Security questions</Trans>
      </h2>
      <p className={styles.text}>
        {current.length > 0 ? (
          <Trans>Your questions are set. Answer them again to change them.</Trans>
        ) : (
          <Trans>They help prove the account is yours. Answers are not case-sensitive.</Trans>
        )}
      </p>
      {SLOTS.map((n) => {
        const question = form.field(`q${n}`);
        const answer = form.field(`a${n}`);
        const selectId = `${baseId}-q${n}`;
        return (
          <fieldset key={n} className={styles.question}>
            <div className={styles.selectField}>
              <label className={styles.label} htmlFor={selectId}>
                <Trans>Question {n + 1}</Trans>
              </label>
              <select
                id={selectId}
                ref={question.ref}
                className={styles.select}
                name={`question${n}`}
                value={question.value ?? ''}
                aria-invalid={question.error ? true : undefined}
                onChange={(e) => question.onChange(e.currentTarget.value)}
              >
                <option value="">{t`Choose a question`}</option>
                {SECURITY_QUESTIONS.map((q) => (
                  <option key={q} value={q}>
                    {i18n._(QUESTION_LABELS[q])}
                  </option>
                ))}
              </select>
              {question.error ? <p className={styles.error}>{question.error}</p> : null}
            </div>
            <TextField
              {...answer}
              value={answer.value ?? ''}
              label={t`Answer ${n + 1}`}
              name={`answer${n}`}
              autoComplete="off"
              maxLength={SECURITY_ANSWER_LENGTH.max}
              required
            />
          </fieldset>
        );
      })}
      <OfflineHint />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={save.isPending || !online}
      >
        <Trans>Save</Trans>
      </button>
      {dialog}
    </form>
  );
}
