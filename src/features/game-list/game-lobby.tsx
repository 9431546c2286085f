import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CATEGORY_LABELS } from '../../components/game-grid/category-labels.ts';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { useOnline } from '../../lib/online.ts';
import type { GameCategory } from '../../shared/constants/lobby.ts';
import type { Vendor } from '../../shared/schemas/games.ts';
import { vendorConfigQueryOptions } from './api.ts';
import { categoryLink } from './categories.ts';
import styles from './game-list.module.css';

/** Where a vendor leads: its games in the category's list; lottery vendors share the lottery page. */
const vendorLink = (category: GameCategory, vendor: Vendor) =>
  category === 'LOTT'
    ? categoryLink(category)
    : ({ to: '/m/gameList', search: { gameType: category, vendor: vendor.vassalage } } as const);

/**
 * /m/gameLobby: every category of the lobby with its vendors, in the operator's order (the vendor
 * config). A category's heading opens all of its games; a vendor opens that vendor's games. The config
 * is public and persisted, so the directory opens offline once it has been seen.
 */
export function GameLobby() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const config = useQuery(vendorConfigQueryOptions());
  if (!config.data && !online)
    return (
      <div className={styles.screen}>
        <p className={styles.note} role="status">
          <Trans>You are offline. The game lobby shows once you are connected.</Trans>
        </p>
      </div>
    );
  if (config.isPending) return <div className={styles.lobbyPending} role="status" aria-label={t`Loading`} />;
  if (!config.data)
    return (
      <div className={styles.screen}>
        <SectionError error={config.error} onRetry={() => void config.refetch()}>
          <Trans>The game lobby could not be loaded.</Trans>
        </SectionError>
      </div>
    );
  const sections = config.data.sorting.filter((s) => s.vendorNames.length > 0);
  if (!sections.length)
    return (
      <div className={styles.screen}>
        <NoData>
          <Trans>No games</Trans>
        </NoData>
      </div>
    );
  return (
    <div className={styles.screen}>
      {sections.map(({ gameCategory, vendorNames }) => {
        const name = i18n._(CATEGORY_LABELS[gameCategory]);
        return (
          <section
            key={gameCategory}
            aria-labelledby={`lobby-${gameCategory}`}
            className={styles.lobbySection}
          >
            <div className={styles.lobbyHead}>
              <h2 id={`lobby-${gameCategory}`} className={styles.title}>
                {name}
              </h2>
              <Link
                {...categoryLink(gameCategory)}
                className={styles.lobbyAll}
                aria-label={t`${name}: see all`}
              >
                <Trans>See all</Trans>
              </Link>
            </div>
            <ul className={styles.lobbyVendors}>
              {vendorNames.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link {...vendorLink(gameCategory, vendor)} className={styles.lobbyVendor}>
                    {vendor.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
