import { Trans, useLingui } from '@lingui/react/macro';
import { VENDOR_PAGING_THRESHOLD, VENDOR_SLIDES_PER_GROUP } from '../../shared/constants/lobby.ts';
import type { Vendor } from '../../shared/schemas/games.ts';
import styles from './game-list.module.css';

/** Vendors in groups of VENDOR_SLIDES_PER_GROUP when there are more than VENDOR_PAGING_THRESHOLD, else one group. */
export function vendorGroups<T>(vendors: readonly T[]): T[][] {
  if (vendors.length <= VENDOR_PAGING_THRESHOLD) return vendors.length ? [[...vendors]] : [];
  const groups: T[][] = [];
  for (let i = 0; i < vendors.length; i += VENDOR_SLIDES_PER_GROUP) {
    groups.push(vendors.slice(i, i + VENDOR_SLIDES_PER_GROUP));
  }
  return groups;
}

interface Props {
  vendors: readonly Vendor[];
  selected: string | undefined;
  onSelect: (vendor: string | undefined) => void;
}

/**
 * The vendor carousel (SPEC.md section 2): CSS scroll-snap pages of four, no Swiper (it stays off
 * this screen's bundle). "All" comes first.
 */
export function VendorStrip({ vendors, selected, onSelect }: Props) {
  const { t } = useLingui();
  const groups = vendorGroups(vendors);
  if (!groups.length) return null;
  const paged = groups.length > 1;
  const chip = (code: string | undefined, label: string) => (
    <button
      key={code ?? ''}
      type="button"
      className={styles.vendor}
      aria-pressed={selected === code}
      onClick={() => onSelect(code)}
    >
      {label}
    </button>
  );
  return (
    <nav
      className={paged ? `${styles.vendors} ${styles.vendorsPaged}` : styles.vendors}
      aria-label={t`Vendors`}
    >
      {chip(undefined, t`All vendors`)}
      {groups.map((group) => (
        <div key={group[0]?.vassalage} className={styles.vendorGroup}>
          {group.map((v) => chip(v.vassalage, v.name))}
        </div>
      ))}
      {paged ? (
        <span className="visually-hidden">
          <Trans>Swipe for more vendors</Trans>
        </span>
      ) : null}
    </nav>
  );
}
