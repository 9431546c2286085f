import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PayoutAccountsView } from '../../features/payout-methods/accounts-view.tsx';
import { AddAccountView } from '../../features/payout-methods/add-account-view.tsx';
import { PaymentPasswordView } from '../../features/payout-methods/payment-password-view.tsx';
import { WithdrawPage } from '../../features/withdraw/withdraw-page.tsx';
import { ConfirmLoginDialog } from '../../lib/account/confirm-login-dialog.tsx';
import { useBackOr } from '../../lib/back-or.ts';
import { searchPick } from '../../lib/search.ts';
import { guardRealMember } from '../../lib/session-guard.ts';

/** `view`: the payout feature's sub-views (bank cards and e-wallets, add one, the payment password). */
const VIEWS = ['accounts', 'add-account', 'password'] as const;
type View = (typeof VIEWS)[number];
const SearchSchema = v.object({ view: searchPick(VIEWS) });

export const Route = createFileRoute('/m/withdraw')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Withdraw` } },
  validateSearch: SearchSchema,
  beforeLoad: guardRealMember,
  component: function Withdraw() {
    const { view } = Route.useSearch();
    const navigate = Route.useNavigate();
    const open = (next: View) => void navigate({ search: { view: next } });
    // A sub-view is done: back where it was opened from (the form, or the account list).
    const done = useBackOr(() => void navigate({ search: {}, replace: true }));
    if (view === 'accounts') return <PayoutAccountsView onAdd={() => open('add-account')} />;
    if (view === 'add-account') return <AddAccountView onDone={done} />;
    if (view === 'password') return <PaymentPasswordView onDone={done} />;
    return (
      <WithdrawPage
        ReauthDialog={ConfirmLoginDialog}
        onAddAccount={() => open('add-account')}
        onManageAccounts={() => open('accounts')}
        onPaymentPassword={() => open('password')}
      />
    );
  },
});
