import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { CdnImage } from '../../components/cdn-image.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { TabList } from '../../components/tab-list.tsx';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { PROMOTION_CATEGORIES, type PromotionCategory } from '../../shared/constants/promotion-categories.ts';
import type { PromotionSummary } from '../../shared/schemas/promotions.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { promotionListQueryOptions } from './api.ts';
import { CATEGORY_LABELS, STATE_LABELS } from './promotion-messages.ts';
import styles from './promotions.module.css';

const PANEL_ID = 'promotions-panel';
const tabId = (c: PromotionCategory) => `promotions-tab-${c}`;

interface Props {
  category: PromotionCategory;
  onCategory: (category: PromotionCategory) => void;
}

/** /m/activity (issue 14): the promotions by category, with their banner, period and the member's state. */
export function PromotionsPage({ category, onCategory }: Props) {
  const { i18n, t } = useLingui();
  const { language } = useSnapshot(uiStore);
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const query = useQuery(promotionListQueryOptions(language, user, category));
  let body: React.ReactNode;
  if (!query.data) {
    body = query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <p className={styles.text} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (query.data.list.length === 0) {
    body = (
      <p className={styles.text}>
        <Trans>No promotions here right now.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {query.data.list.map((p) => (
          <li key={p.id}>
            <PromotionCard promotion={p} locale={i18n.locale} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <TabList
        tabs={PROMOTION_CATEGORIES}
        active={category}
        onSelect={onCategory}
        labelOf={(c) => i18n._(CATEGORY_LABELS[c])}
        tabId={tabId}
        panelId={PANEL_ID}
        label={t`Promotion categories`}
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(category)}>
        {body}
      </div>
    </div>
  );
}

function PromotionCard({ promotion: p, locale }: { promotion: PromotionSummary; locale: string }) {
  const { i18n } = useLingui();
  return (
    <Link to="/m/activityInfo" search={{ id: p.id }} className={styles.card}>
      {p.bannerUrl ? <CdnImage className={styles.banner} path={p.bannerUrl} alt="" loading="lazy" /> : null}
      <div className={styles.row}>
        <h2 className={styles.title}>{p.title}</h2>
        <span className={styles.state} data-state={p.state} data-testid="promotion-state">
          {i18n._(STATE_LABELS[p.state])}
        </span>
      </div>
      {p.summary ? <p className={styles.text}>{p.summary}</p> : null}
      <Period startsAt={p.startsAt} endsAt={p.endsAt} locale={locale} />
    </Link>
  );
}

export function Period({
  startsAt,
  endsAt,
  locale,
}: {
  startsAt: string;
  endsAt: string | null;
  locale: string;
}) {
  const from = formatOperatorTime(startsAt, locale);
  if (!endsAt)
    return (
      <p className={styles.text}>
        <Trans>From {from}</Trans>
      </p>
    );
  const to = formatOperatorTime(endsAt, locale);
  return (
    <p className={styles.text}>
      <Trans>
        {from} to {to}
      </Trans>
    </p>
  );
}
