import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { showToast } from '../../components/toast/toast-store.ts';
import { FREE_REJECT_MESSAGE } from '../../lib/messages.ts';
import { loginHref } from '../../lib/session-guard.ts';
import { ITEM_ICONS } from './item-icons.tsx';
import { itemTap, type MemberCentreItem } from './items.ts';
import styles from './member-centre.module.css';

interface Props {
  items: readonly MemberCentreItem[];
  memberType: number | null;
  rewardCount: number;
}

/** Items need a session (else the login, coming back to the item); a trial account is told why. */
function useItemPress(memberType: number | null) {
  const navigate = useNavigate();
  return (event: MouseEvent, item: MemberCentreItem) => {
    const tap = itemTap(item.to, memberType);
    if (tap.kind === 'navigate') return;
    event.preventDefault();
    if (tap.kind === 'login') void navigate({ href: loginHref(tap.to) });
    else showToast(FREE_REJECT_MESSAGE);
  };
}

function Badge({ item, rewardCount }: { item: MemberCentreItem; rewardCount: number }) {
  if (item.badge !== 'rewards' || rewardCount <= 0) return null;
  return <span className={styles.badge}>{rewardCount > 99 ? '99+' : rewardCount}</span>;
}

/** The "new" template: a grid of tiles. */
export function ItemGrid({ items, memberType, rewardCount }: Props) {
  const { i18n } = useLingui();
  const press = useItemPress(memberType);
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const ItemIcon = ITEM_ICONS[item.icon];
        return (
          <li key={item.to}>
            <Link to={item.to} className={styles.tile} onClick={(e) => press(e, item)}>
              <span className={styles.tileIcon}>
                <ItemIcon />
                <Badge item={item} rewardCount={rewardCount} />
              </span>
              <span className={styles.tileLabel}>{i18n._(item.label)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The base template: list rows with a chevron. */
export function ItemList({ items, memberType, rewardCount }: Props) {
  const { i18n } = useLingui();
  const press = useItemPress(memberType);
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const ItemIcon = ITEM_ICONS[item.icon];
        return (
          <li key={item.to}>
            <Link to={item.to} className={styles.row} onClick={(e) => press(e, item)}>
              <ItemIcon />
              <span className={styles.rowLabel}>{i18n._(item.label)}</span>
              <Badge item={item} rewardCount={rewardCount} />
              <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
