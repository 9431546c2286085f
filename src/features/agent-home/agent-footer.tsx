import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { HomeIcon, UserIcon, WalletIcon } from '../../components/icons.tsx';
import styles from './agent-home.module.css';
import { HrefLink } from './href-link.tsx';
import { type AgentMenu, badgeText, type FooterEntryId, visibleFooter } from './tiles.ts';

const BellIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4h4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

const ICONS: Record<FooterEntryId, ComponentType> = {
  home: HomeIcon,
  openAccount: UserIcon,
  dividends: WalletIcon,
  announcements: BellIcon,
};

/** The agent footer (SPEC.md section 2): home, open account, dividends when enabled, announcements. */
export function AgentFooter({ menu, unreadNotices }: { menu: AgentMenu; unreadNotices: number }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const entries = visibleFooter(menu);
  const badge = badgeText(unreadNotices);
  return (
    <nav className={styles.footer} aria-label={t`Agent menu`}>
      <ul className={styles.footerList}>
        {entries.map((entry) => {
          const Icon = ICONS[entry.id];
          const label = i18n._(entry.label);
          const withBadge = entry.badge === 'announcements' && badge;
          return (
            <li key={entry.id}>
              <HrefLink
                href={entry.to}
                className={
                  pathname === entry.to ? `${styles.footerEntry} ${styles.active}` : styles.footerEntry
                }
                label={withBadge ? t`${label}, ${unreadNotices} unread` : undefined}
              >
                <span className={styles.footerIcon}>
                  <Icon />
                  {withBadge ? (
                    <span className={styles.badge} data-testid="notice-badge">
                      {badge}
                    </span>
                  ) : null}
                </span>
                <span className={styles.footerLabel}>{label}</span>
              </HrefLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
