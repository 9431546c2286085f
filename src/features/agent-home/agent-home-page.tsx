import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { RefreshIcon } from '../../components/balance-icons.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { refreshBalance } from '../../lib/account/balance.ts';
import { useInboxUnread } from '../../lib/account/inbox-count.ts';
import { useBalanceView } from '../../lib/account/use-balance-view.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { sessionStore } from '../../stores/session.ts';
import { AgentFooter } from './agent-footer.tsx';
import styles from './agent-home.module.css';
import { agentKpiQueryOptions, agentNoticeUnreadQueryOptions, todayRequest } from './api.ts';
import { type Greeting, greetingOf } from './greeting.ts';
import { HrefLink } from './href-link.tsx';
import { TeamCounters } from './team-counters.tsx';
import { TILE_ICONS } from './tile-icons.tsx';
import { type AgentMenu, badgeText, visibleTiles } from './tiles.ts';

const GREETINGS: Record<Greeting, MessageDescriptor> = {
  morning: msg`Good morning`,
  earlyAfternoon: msg`Good midday`,
  lateAfternoon: msg`Good afternoon`,
  evening: msg`Good evening`,
};

/**
 * /m/agent (SPEC.md section 2 "Agent home"): greeting, name, balance, service, deposit and withdraw,
 * today's team counters, the tiles of the white-label agent menu and the agent footer. `children`: what
 * the route adds above the tiles (e.g. a pending-contract alert).
 */
export function AgentHomePage({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const menu = useSiteConfig().data?.agentMenu;
  const kpi = useQuery({ ...agentKpiQueryOptions(user, todayRequest()), enabled: !!user });
  const notices = useQuery({ ...agentNoticeUnreadQueryOptions(user), enabled: !!user });
  const mailUnread = useInboxUnread();
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <p className={styles.greeting}>{i18n._(GREETINGS[greetingOf(new Date().getHours())])}</p>
        <h1 className={styles.name}>{user}</h1>
        <Balance user={user} />
        <div className={styles.actions}>
          <Link to="/m/service" className="button-secondary button-small">
            <Trans>Customer service</Trans>
          </Link>
          <Link to="/m/voucherCenter" className="button-primary button-small">
            <Trans>Deposit</Trans>
          </Link>
          <Link to="/m/withdraw" className="button-secondary button-small">
            <Trans>Withdraw</Trans>
          </Link>
        </div>
      </section>
      <section aria-labelledby="agent-today">
        <h2 id="agent-today" className={styles.sectionTitle}>
          <Trans>Your team today</Trans>
        </h2>
        {kpi.isError && !kpi.data ? (
          <SectionError error={kpi.error} onRetry={() => void kpi.refetch()}>
            <Trans>Your team's figures could not be loaded.</Trans>
          </SectionError>
        ) : (
          <div aria-busy={kpi.isPending || undefined}>
            <TeamCounters footer={kpi.data?.footer} />
          </div>
        )}
      </section>
      {children}
      {menu ? <Tiles menu={menu} mailUnread={mailUnread} /> : null}
      {menu ? <AgentFooter menu={menu} unreadNotices={notices.data?.unreadCount ?? 0} /> : null}
    </div>
  );
}

function Balance({ user }: { user: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { view, refreshing } = useBalanceView(user);
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>
        <Trans>Total balance</Trans>
      </span>
      <span className={styles.balanceValue} data-testid="agent-balance" aria-busy={refreshing || undefined}>
        {view.kind === 'loading' ? <span className={styles.skeleton} aria-hidden="true" /> : view.text}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Refresh balance`}
        disabled={refreshing}
        onClick={() => void refreshBalance(queryClient)}
      >
        <RefreshIcon />
      </button>
    </div>
  );
}

function Tiles({ menu, mailUnread }: { menu: AgentMenu; mailUnread: number }) {
  const { t, i18n } = useLingui();
  const mailBadge = badgeText(mailUnread);
  return (
    <nav aria-label={t`Agent centre`}>
      <ul className={styles.tiles}>
        {visibleTiles(menu).map((tile) => {
          const Icon = TILE_ICONS[tile.icon];
          const label = i18n._(tile.label);
          const badge = tile.badge === 'mail' ? mailBadge : null;
          return (
            <li key={tile.id}>
              <HrefLink
                href={tile.to}
                className={styles.tile}
                label={badge ? t`${label}, ${mailUnread} unread` : undefined}
              >
                <span className={styles.tileIcon}>
                  <Icon />
                  {badge ? (
                    <span className={styles.badge} data-testid="mail-badge">
                      {badge}
                    </span>
                  ) : null}
                </span>
                <span className={styles.tileLabel}>{label}</span>
              </HrefLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
