import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CashoutPage } from '../../features/cashout/cashout-page.tsx';

/**
 * A self-excluded member's cash-out (issue 31), opened from the login refusal. Its session is the cash-out
 * store's, not the tab's: no member guard, and the page says when there is none.
 */
export const Route = createFileRoute('/m/cashout')({
  staticData: {
    shell: { header: 'page', footer: false, title: msg`Withdraw my balance`, backTo: '/m/login' },
  },
  component: function Cashout() {
    const navigate = Route.useNavigate();
    return <CashoutPage onDone={() => void navigate({ to: '/m/login', replace: true })} />;
  },
});
