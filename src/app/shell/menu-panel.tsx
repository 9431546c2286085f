import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../components/balance-icons.tsx';
import { refreshBalance, toggleBalanceHidden } from '../../lib/account/balance.ts';
import { signOut } from '../../lib/account/sign-out.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { LanguagePicker } from './language-picker.tsx';
import { DepositIcon, GlobeIcon, HelpIcon, LogoutIcon, WithdrawIcon } from './menu-icons.tsx';
import styles from './menu-popover.module.css';

/** The popover's items (SPEC.md section 2, header); loaded on first open to keep the first paint small. */
export function MenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSnapshot(sessionStore);
  const { balanceHidden } = useSnapshot(uiStore);
  const copyright = useSiteConfig().data?.resources.copyright;

  const go = (to: '/m/voucherCenter' | '/m/withdraw' | '/m/help') => {
    onClose();
    // Money pages need a session: a visitor goes to login instead.
    void navigate({ to: to === '/m/help' || session ? to : '/m/login' });
  };

  return (
    <div className={styles.panel} id={id}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.item} onClick={() => go('/m/voucherCenter')}>
            <DepositIcon />
            <Trans>Deposit</Trans>
          </button>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => go('/m/withdraw')}>
            <WithdrawIcon />
            <Trans>Withdraw</Trans>
          </button>
        </li>
        {session ? (
          <>
            <li>
              <button type="button" className={styles.item} onClick={() => void refreshBalance(queryClient)}>
                <RefreshIcon />
                <Trans>Refresh balance</Trans>
              </button>
            </li>
            <li>
              <button
                type="button"
                className={styles.item}
                aria-pressed={balanceHidden}
                onClick={toggleBalanceHidden}
              >
                {balanceHidden ? <EyeIcon /> : <EyeOffIcon />}
                {balanceHidden ? <Trans>Show balance</Trans> : <Trans>Hide balance</Trans>}
              </button>
            </li>
          </>
        ) : null}
        <li>
          <button type="button" className={styles.item} onClick={() => go('/m/help')}>
            <HelpIcon />
            <Trans>Help centre</Trans>
          </button>
        </li>
        <li className={styles.languageRow}>
          <GlobeIcon />
          <LanguagePicker />
        </li>
        {session ? (
          <li>
            {confirming ? (
              <div className={styles.confirm}>
                <p className={styles.confirmText}>
                  <Trans>Are you sure you want to sign out?</Trans>
                </p>
                <div className={styles.confirmActions}>
                  <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
                    <Trans>Cancel</Trans>
                  </button>
                  <button
                    type="button"
                    className="button-primary"
                    disabled={signingOut}
                    onClick={() => {
                      setSigningOut(true);
                      void signOut(queryClient);
                    }}
                  >
                    <Trans>Sign out</Trans>
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className={styles.item} onClick={() => setConfirming(true)}>
                <LogoutIcon />
                <Trans>Sign out</Trans>
              </button>
            )}
          </li>
        ) : null}
      </ul>
      {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
    </div>
  );
}
