import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { CATEGORY_LABELS } from '../../components/game-grid/category-labels.ts';
import { Modal } from '../../components/modal/modal.tsx';
import {
  GAME_CATEGORIES,
  type GameCategory,
  MIN_BET_OPTIONS,
  MIN_BET_OPTIONS_CENTS,
} from '../../shared/constants/lobby.ts';
import type { Vendor } from '../../shared/schemas/games.ts';
import { categoryLink } from './categories.ts';
import styles from './game-list.module.css';
import { GAME_CLASSIFICATIONS, type GameListFilters, isRng } from './tabs.ts';

interface Props {
  gameType: GameCategory;
  vendors: readonly Vendor[];
  value: GameListFilters;
  onSubmit: (filters: GameListFilters) => void;
  onClosed: () => void;
}

/**
 * The filter drawer (SPEC.md section 2): vendor; classification and minimum bet for slots; submit and
 * reset; links to the other categories.
 */
export function FilterDrawer({ gameType, vendors, value, onSubmit, onClosed }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [draft, setDraft] = useState<GameListFilters>(value);
  const rng = isRng(gameType);
  return (
    <Modal labelledBy={titleId} onClosed={onClosed} className={styles.drawer}>
      {(close) => (
        <form
          className={styles.drawerForm}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(draft);
            close();
          }}
        >
          <h2 id={titleId} className={styles.drawerTitle}>
            <Trans>Filter games</Trans>
          </h2>
          <label className={styles.field}>
            <span>
              <Trans>Vendor</Trans>
            </span>
            <select
              value={draft.vendor ?? ''}
              onChange={(e) => setDraft({ ...draft, vendor: e.target.value || undefined })}
            >
              <option value="">{t`All vendors`}</option>
              {vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
          {rng ? (
            <>
              <label className={styles.field}>
                <span>
                  <Trans>Game type</Trans>
                </span>
                <select
                  value={draft.classify ?? ''}
                  onChange={(e) => setDraft({ ...draft, classify: e.target.value || undefined })}
                >
                  <option value="">{t`All`}</option>
                  {GAME_CLASSIFICATIONS.map((c) => (
                    <option key={c} value={c}>
                      {c.charAt(0) + c.slice(1).toLowerCase()}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className={styles.field}>
                <legend>
                  <Trans>Minimum bet</Trans>
                </legend>
                <div className={styles.chips}>
                  {[undefined, ...MIN_BET_OPTIONS_CENTS].map((cents, i) => (
                    <button
                      key={cents ?? 'all'}
                      type="button"
                      className={styles.vendor}
                      aria-pressed={draft.minBet === cents}
                      onClick={() => setDraft({ ...draft, minBet: cents })}
                    >
                      {cents === undefined ? t`All` : String(MIN_BET_OPTIONS[i - 1])}
                    </button>
                  ))}
                </div>
              </fieldset>
            </>
          ) : null}
          <div className={styles.drawerActions}>
            <button type="button" className="button-secondary" onClick={() => setDraft({ q: draft.q })}>
              <Trans>Reset</Trans>
            </button>
            <button type="submit" className="button-primary">
              <Trans>Apply</Trans>
            </button>
          </div>
          <nav aria-label={t`Other categories`} className={styles.categoryLinks}>
            {GAME_CATEGORIES.filter((c) => c !== gameType).map((c) => (
              <Link key={c} {...categoryLink(c)} className={styles.categoryLink} onClick={() => close()}>
                {i18n._(CATEGORY_LABELS[c])}
              </Link>
            ))}
          </nav>
        </form>
      )}
    </Modal>
  );
}
