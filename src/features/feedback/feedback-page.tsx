import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { BlobImage, ImagePicker, useImagePicker } from '../../components/form/image-picker.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import {
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../../shared/constants/feedback.ts';
import { type Feedback, feedbackTextLength } from '../../shared/schemas/feedback.ts';
import { sessionStore } from '../../stores/session.ts';
import {
  feedbackKeys,
  fetchFeedbackImage,
  myFeedbackQueryOptions,
  submitFeedbackMutationOptions,
} from './api.ts';
import styles from './feedback.module.css';
import {
  FEEDBACK_FIELD,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TYPE_LABELS,
  feedbackErrorMessage,
  feedbackMessage,
} from './feedback-messages.ts';
import { FEEDBACK_IMAGE_LIMITS } from './image-check.ts';

/** /m/feedback (issue 13): write to the operator, then the member's past feedback with the replies. */
export function FeedbackPage() {
  const { session } = useSnapshot(sessionStore);
  return session ? (
    <div className={styles.page}>
      <FeedbackForm userName={session.userName} />
      <PastFeedback userName={session.userName} />
    </div>
  ) : null;
}

function textProblem(text: string): string | null {
  const n = feedbackTextLength(text);
  if (n < FEEDBACK_TEXT_MIN) return FEEDBACK_FIELD.textShort;
  return n > FEEDBACK_TEXT_MAX ? FEEDBACK_FIELD.textLong : null;
}

function FeedbackForm({ userName }: { userName: string }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const ids = useId();
  const images = useImagePicker(FEEDBACK_IMAGE_LIMITS);
  const form = useForm<'type' | 'text'>({
    initial: { type: '', text: '' },
    validate: (values) => ({
      type: values.type ? null : FEEDBACK_FIELD.typeRequired,
      text: textProblem(values.text),
    }),
    message: (code) => i18n._(feedbackMessage(code)),
  });
  const send = useMutation(submitFeedbackMutationOptions());
  const typeField = form.field('type');
  const textField = form.field('text');
  const count = feedbackTextLength(form.values.text);

  const submit = form.handleSubmit((values) => {
    send.mutate(
      { type: values.type as FeedbackType, text: values.text.trim(), images: images.blobs },
      {
        onSuccess: () => {
          form.setValue('type', '');
          form.setValue('text', '');
          form.clearErrors();
          images.reset();
          showToast(t`Thank you! Your feedback was sent.`);
          void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine(userName) });
        },
        onError: (err) => showToast(i18n._(feedbackErrorMessage(err))),
      },
    );
  });

  const typeError = `${ids}-type-error`;
  const textError = `${ids}-text-error`;
  const textCount = `${ids}-text-count`;
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={t`Send feedback`}>
      <h2 className={styles.heading}>
        <Trans>Tell us what you think</Trans>
      </h2>
      <label className={styles.field}>
        <span className={styles.label}>
          <Trans>Type</Trans> <span aria-hidden="true">*</span>
        </span>
        <select
          ref={typeField.ref as never}
          className={styles.control}
          name="type"
          value={typeField.value}
          onChange={(e) => typeField.onChange(e.target.value)}
          required
          aria-invalid={typeField.error ? true : undefined}
          aria-describedby={typeField.error ? typeError : undefined}
        >
          <option value="">{t`Choose a type`}</option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(FEEDBACK_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
        {typeField.error ? (
          <span id={typeError} className={styles.error} role="alert">
            {typeField.error}
          </span>
        ) : null}
      </label>
      <label className={styles.field}>
        <span className={styles.label}>
          <Trans>Your message</Trans> <span aria-hidden="true">*</span>
        </span>
        <textarea
          ref={textField.ref as never}
          className={styles.control}
          name="text"
          rows={5}
          value={textField.value}
          onChange={(e) => textField.onChange(e.target.value)}
          required
          aria-invalid={textField.error ? true : undefined}
          aria-describedby={textField.error ? `${textCount} ${textError}` : textCount}
        />
        <span
          id={textCount}
          className={count > FEEDBACK_TEXT_MAX ? `${styles.count} ${styles.over}` : styles.count}
        >
          <Trans>
            {count} / {FEEDBACK_TEXT_MAX} characters (at least {FEEDBACK_TEXT_MIN})
          </Trans>
        </span>
        {textField.error ? (
          <span id={textError} className={styles.error} role="alert">
            {textField.error}
          </span>
        ) : null}
      </label>
      <ImagePicker
        state={images}
        max={FEEDBACK_IMAGES_MAX}
        message={(code) => i18n._(feedbackMessage(code))}
      />
      <button type="submit" className="button-primary" disabled={!online || send.isPending}>
        {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send feedback</Trans>}
      </button>
      <OfflineHint />
    </form>
  );
}

function PastFeedback({ userName }: { userName: string }) {
  const online = useOnline();
  const query = useInfiniteQuery(myFeedbackQueryOptions(userName));
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const retry = () => void query.refetch();
  let body: React.ReactNode;
  if (!query.data) {
    if (query.isError && !online)
      body = (
        <p className={styles.text} role="status">
          <Trans>You are offline. Your past feedback shows once you are connected.</Trans>
        </p>
      );
    else if (query.isError) body = <ErrorState error={query.error} onRetry={retry} />;
    else
      body = (
        <p className={styles.text} role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      );
  } else if (items.length === 0) {
    body = (
      <p className={styles.text}>
        <Trans>You have not sent any feedback yet.</Trans>
      </p>
    );
  } else {
    body = (
      <>
        {query.isRefetchError ? (
          <SectionError error={query.error} onRetry={retry}>
            <Trans>The latest replies could not be loaded.</Trans>
          </SectionError>
        ) : null}
        <ul className={styles.list}>
          {items.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
        <LoadMore query={query} failed={<Trans>Your past feedback could not be loaded.</Trans>} />
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="feedback-mine">
      <h2 id="feedback-mine" className={styles.heading}>
        <Trans>My feedback</Trans>
      </h2>
      {body}
    </section>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { i18n, t } = useLingui();
  return (
    <li className={styles.item} data-testid="feedback-item">
      <div className={styles.meta}>
        <span className={styles.type}>{i18n._(FEEDBACK_TYPE_LABELS[item.type])}</span>
        <time dateTime={item.createdAt}>{formatOperatorTime(item.createdAt, i18n.locale)}</time>
        <span className={item.status === 'replied' ? styles.replied : styles.open}>
          {i18n._(FEEDBACK_STATUS_LABELS[item.status])}
        </span>
      </div>
      <p className={styles.body}>{item.text}</p>
      {item.imageCount > 0 ? (
        <ul className={styles.previews}>
          {Array.from({ length: item.imageCount }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the images of a sent feedback never change order.
            <li key={n} className={styles.preview}>
              <StoredImage id={item.id} n={n} alt={t`Image ${n + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.replies.map((reply) => (
        <div key={reply.id} className={styles.reply}>
          <p className={styles.replyHead}>
            <Trans>Reply from customer service</Trans> ·{' '}
            <time dateTime={reply.createdAt}>{formatOperatorTime(reply.createdAt, i18n.locale)}</time>
          </p>
          <p className={styles.body}>{reply.text}</p>
        </div>
      ))}
    </li>
  );
}

/** An image of a sent feedback, fetched with the session (it is the member's own). */
function StoredImage({ id, n, alt }: { id: number; n: number; alt: string }) {
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchFeedbackImage(id, n, abort.signal).then(setBlob, () => {});
    return () => abort.abort();
  }, [id, n]);
  return blob ? <BlobImage blob={blob} alt={alt} /> : null;
}
