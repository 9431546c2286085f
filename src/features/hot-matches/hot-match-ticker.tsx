import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { VerticalTicker } from '../../components/carousel/vertical-ticker.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_TRANSITION_MS } from '../../shared/constants/lobby.ts';
import type { HotMatch } from '../../shared/schemas/games.ts';
import { uiStore } from '../../stores/ui.ts';
import { hotMatchesQueryOptions } from './api.ts';
import { formatMatchTime } from './format.ts';
import styles from './hot-matches.module.css';
import { Team } from './team.tsx';

const ROW_HEIGHT = 56;
/** The modal is fetched on the first tap (it is not needed for the first paint). */
const HotMatchModal = lazyComponent(() => import('./hot-match-modal.tsx').then((m) => m.HotMatchModal));

/** The hot-match ticker (SPEC.md sections 2 and 4): one match at a time; a tap opens its modal. */
export function HotMatchTicker() {
  const { t, i18n } = useLingui();
  const { language } = useSnapshot(uiStore);
  const query = useQuery({ ...hotMatchesQueryOptions(language), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<HotMatch | null>(null);

  if (query.isError && !query.data) {
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Hot matches could not be loaded.</Trans>
      </SectionError>
    );
  }
  if (!query.data)
    return <div className={styles.placeholder} style={{ height: ROW_HEIGHT }} aria-busy="true" />;
  if (query.data.length === 0) return null;

  return (
    <>
      <VerticalTicker
        className={styles.ticker}
        items={query.data}
        getKey={(m) => m.id}
        intervalMs={HOT_MATCH_AUTOPLAY_MS}
        transitionMs={HOT_MATCH_TRANSITION_MS}
        rowHeight={ROW_HEIGHT}
        label={t`Hot matches`}
        renderItem={(match) => (
          <button type="button" className={styles.row} onClick={() => setOpen(match)}>
            <span className={styles.time}>
              <span className={styles.live}>
                <Trans>Hot</Trans>
              </span>
              <time dateTime={match.matchTime}>{formatMatchTime(match.matchTime, i18n.locale)}</time>
            </span>
            <Team name={match.homeTeam} icon={match.homeTeamImageUrl} size={24} />
            <span className={styles.vsSmall} aria-hidden="true">
              VS
            </span>
            <span className="visually-hidden">
              <Trans>versus</Trans>
            </span>
            <Team name={match.awayTeam} icon={match.awayTeamImageUrl} size={24} reverse />
          </button>
        )}
      />
      {open ? (
        <Suspense fallback={null}>
          <HotMatchModal match={open} onClosed={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
