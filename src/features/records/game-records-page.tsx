import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { formatPeso } from '../../lib/money.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { GAME_RECORD_CATEGORIES, type GameRecordCategory } from '../../shared/constants/records.ts';
import type { GameRecord } from '../../shared/schemas/records.ts';
import { gameRecordsQueryOptions } from './api.ts';
import { BET_TYPE_LABELS, CATEGORY_LABELS, GAME_STATUS_LABELS } from './labels.ts';
import { RecordList } from './record-list.tsx';
import styles from './records.module.css';
import { useUserName } from './use-user-name.ts';

function GameRow({ round }: { round: GameRecord }) {
  const { t, i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const betType = (code: string) => {
    const label = BET_TYPE_LABELS[code];
    return label ? t(label) : code;
  };
  const bet = peso(round.betCents);
  const win = peso(round.winCents);
  return (
    <>
      <p className={styles.title}>
        {round.game}
        {round.betType ? ` · ${betType(round.betType)}` : ''}
      </p>
      <p className={styles.amount}>
        <Trans>Bet {bet}</Trans>
      </p>
      <p className={styles.detail}>
        {formatOperatorTime(round.createdAt, i18n.locale)}
        {round.issue ? (
          <>
            {' · '}
            <Trans>Issue {round.issue}</Trans>
          </>
        ) : null}
      </p>
      <p className={`${styles.amount} ${round.winCents > 0 ? styles.credit : ''}`}>
        {round.status === 'settled' ? <Trans>Win {win}</Trans> : null}
      </p>
      <p className={styles.detail}>
        <Trans>No. {round.id}</Trans>
      </p>
      <p className={styles.detailEnd} data-status={round.status}>
        {t(GAME_STATUS_LABELS[round.status])}
      </p>
    </>
  );
}

/** The member's bets by category: in-house studio rounds, lottery sub-orders, partner vendors' rounds. */
export function GameRecordsPage() {
  const { t } = useLingui();
  const user = useUserName();
  const [range, setRange] = useState(initialRange);
  const [category, setCategory] = useState<GameRecordCategory>('studio');
  const query = useInfiniteQuery({
    ...gameRecordsQueryOptions(user ?? '', range.range, category),
    enabled: !!user,
  });
  return (
    <div className={styles.page}>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t`Game category`}</legend>
        {GAME_RECORD_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className={styles.tab}
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
          >
            {t(CATEGORY_LABELS[c])}
          </button>
        ))}
      </fieldset>
      <RangePicker value={range} onChange={setRange} />
      <RecordList
        query={query}
        keyOf={(r) => `${r.category}:${r.vendor}:${r.id}`}
        item={(r) => <GameRow round={r} />}
        failed={<Trans>Your bets could not be loaded.</Trans>}
      />
    </div>
  );
}
