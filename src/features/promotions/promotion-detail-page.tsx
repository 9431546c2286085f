import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CdnImage } from '../../components/cdn-image.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ImagePicker, useImagePicker } from '../../components/form/image-picker.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { HtmlContent } from '../../components/html-content.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import { PROMOTION_COMMENT_MAX, PROMOTION_IMAGES_MAX } from '../../shared/constants/promotions.ts';
import type { PromotionDetail } from '../../shared/schemas/promotions.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import {
  applyMutationOptions,
  joinPromotionMutationOptions,
  promotionKeys,
  promotionQueryOptions,
} from './api.ts';
import { PROMOTION_IMAGE_LIMITS } from './image-check.ts';
import { COMMENT_REQUIRED, promotionMessage, STATE_LABELS } from './promotion-messages.ts';
import styles from './promotions.module.css';
import { Period } from './promotions-page.tsx';

/** /m/activityInfo (issue 14): one promotion's terms, the member's state and what they can do next. */
export function PromotionDetailPage({ id }: { id: number }) {
  const { i18n } = useLingui();
  const { language } = useSnapshot(uiStore);
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const query = useQuery(promotionQueryOptions(language, user, id));
  if (!query.data)
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <p className={styles.text} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  const p = query.data;
  const reward = formatPeso(p.rewardCents, i18n.locale);
  const turnover = p.turnoverMultiplier;
  return (
    <div className={styles.page}>
      {p.bannerUrl ? <CdnImage className={styles.banner} path={p.bannerUrl} alt="" /> : null}
      <section className={styles.card}>
        <div className={styles.row}>
          <h2 className={styles.title}>{p.title}</h2>
          <span className={styles.state} data-state={p.state} data-testid="promotion-state">
            {i18n._(STATE_LABELS[p.state])}
          </span>
        </div>
        <Period startsAt={p.startsAt} endsAt={p.endsAt} locale={i18n.locale} />
        {p.kind === 'deposit' ? (
          <p className={styles.text}>
            <Trans>
              Bonus: {p.percent}% of a deposit of at least {formatPeso(p.minDepositCents ?? 0, i18n.locale)},
              up to {reward}. To withdraw it, wager {turnover}× the bonus.
            </Trans>
          </p>
        ) : (
          <p className={styles.text}>
            <Trans>
              Reward: {reward}. To withdraw it, wager {turnover}× the reward.
            </Trans>
          </p>
        )}
        {p.rejectReason ? (
          <p className={styles.error}>
            <Trans>Rejected: {p.rejectReason}</Trans>
          </p>
        ) : null}
        <Action promotion={p} user={user} />
      </section>
      <section className={styles.card}>
        <HtmlContent html={p.termsHtml} />
      </section>
    </div>
  );
}

function Action({ promotion: p, user }: { promotion: PromotionDetail; user: string }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const session = useSnapshot(sessionStore).session;
  if (p.state === 'claimable')
    return (
      <Link to="/m/rewardCenter" className="button-primary">
        {i18n._(STATE_LABELS.claimable)}
      </Link>
    );
  if (p.state !== 'open') return null;
  if (!session || session.type === MEMBER_TYPE_TRIAL)
    return (
      <Link to="/m/login" search={{ redirect: location.href }} className="button-primary">
        <Trans>Log in to join</Trans>
      </Link>
    );
  return p.kind === 'manual' ? <ApplyForm promotion={p} user={user} /> : <JoinButton id={p.id} />;
}

function JoinButton({ id }: { id: number }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const join = useMutation(joinPromotionMutationOptions());
  return (
    <>
      <button
        type="button"
        className="button-primary"
        disabled={!online || join.isPending}
        onClick={() =>
          join.mutate(id, {
            onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
            onError: (err) => showToast(i18n._(promotionMessage(err))),
          })
        }
      >
        {i18n._(STATE_LABELS.open)}
      </button>
      <OfflineHint />
    </>
  );
}

function ApplyForm({ promotion: p }: { promotion: PromotionDetail; user: string }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const ids = useId();
  const [comment, setComment] = useState('');
  const images = useImagePicker(PROMOTION_IMAGE_LIMITS);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation(applyMutationOptions());
  const count = [...comment.trim()].length;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (count > PROMOTION_COMMENT_MAX) return setProblem('promotion.comment.invalid');
    if (p.commentRequired && count === 0) return setProblem(COMMENT_REQUIRED);
    setProblem(null);
    apply.mutate(
      { id: p.id, comment: comment.trim(), images: images.blobs },
      {
        onSuccess: () => {
          showToast(t`Your application was sent.`);
          void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
        },
        onError: (err) => showToast(i18n._(promotionMessage(err))),
      },
    );
  };

  return (
    <form className={styles.field} onSubmit={submit} noValidate aria-label={t`Apply`}>
      {p.identityRequired ? (
        <p className={styles.text}>
          <Trans>Your identity is checked by our team before the application is decided.</Trans>
        </p>
      ) : null}
      <label className={styles.field}>
        <span className={styles.label}>
          <Trans>Comment</Trans>
          {p.commentRequired ? <span aria-hidden="true"> *</span> : null}
        </span>
        <textarea
          className={styles.control}
          name="comment"
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={`${ids}-count`}
        />
        <span id={`${ids}-count`} className={styles.count}>
          <Trans>
            {count} / {PROMOTION_COMMENT_MAX} characters
          </Trans>
        </span>
      </label>
      <ImagePicker
        state={images}
        max={PROMOTION_IMAGES_MAX}
        message={(code) => i18n._(promotionMessage(code))}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {i18n._(promotionMessage(problem))}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={!online || apply.isPending}>
        {apply.isPending ? <Trans>Sending…</Trans> : <Trans>Apply</Trans>}
      </button>
      <OfflineHint />
    </form>
  );
}
