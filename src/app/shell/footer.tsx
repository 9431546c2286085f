import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type ComponentType, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { GiftIcon, HomeIcon, UserIcon, UsersIcon, WalletIcon } from '../../components/icons.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './footer.module.css';
import { FOOTER_GATES, type FooterEntryId, type FooterToast, footerGate } from './footer-gates.ts';
import { currentDevice, needsHomeIndicatorInset } from './footer-inset.ts';

const LABELS: Record<FooterEntryId, MessageDescriptor> = {
  home: msg`Home`,
  // Five labels share 360 px: the short forms of promotions, invite friends and member centre.
  activity: msg`Promos`,
  deposit: msg`Deposit`,
  invite: msg`Invite`,
  member: msg`Member`,
};

const ICONS: Record<FooterEntryId, ComponentType> = {
  home: HomeIcon,
  activity: GiftIcon,
  deposit: WalletIcon,
  invite: UsersIcon,
  member: UserIcon,
};

export const TOAST_TEXT: Record<FooterToast, MessageDescriptor> = {
  free_reject: msg`Please log in with a real account to use this function.`,
  contact_service: msg`Please contact customer service to use this function.`,
};

/** The five-entry footer menu; each press goes through the gate table. */
export function Footer() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { session } = useSnapshot(sessionStore);
  const referralEnabled = useSiteConfig().data?.promotions.REFERRAL ?? false;
  const inset = useMemo(() => needsHomeIndicatorInset(currentDevice()), []);

  return (
    <nav
      className={inset ? `${styles.footer} ${styles.tallIphone}` : styles.footer}
      aria-label={i18n._(msg`Main menu`)}
    >
      <ul className={styles.list}>
        {FOOTER_GATES.map((row) => {
          const Icon = ICONS[row.id];
          const active = pathname === row.to;
          const press = () => {
            const decision = footerGate(row, { memberType: session?.type ?? null, referralEnabled });
            if (decision.kind === 'navigate') void navigate({ to: decision.to });
            else if (decision.kind === 'login') void navigate({ to: '/m/login' });
            else showToast(TOAST_TEXT[decision.message], decision.durationMs);
          };
          return (
            <li key={row.id} className={row.id === 'deposit' ? styles.centre : undefined}>
              <button
                type="button"
                className={active ? `${styles.entry} ${styles.active}` : styles.entry}
                aria-current={active ? 'page' : undefined}
                onClick={press}
              >
                <span className={styles.icon}>
                  <Icon />
                </span>
                <span className={styles.label}>{i18n._(LABELS[row.id])}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
