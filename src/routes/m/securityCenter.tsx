import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmailView } from '../../features/contact-binding/email-view.tsx';
import { MobileView } from '../../features/contact-binding/mobile-view.tsx';
import { DevicesView } from '../../features/devices/devices-view.tsx';
import { PayoutAccountsView } from '../../features/payout-methods/accounts-view.tsx';
import { AddAccountView } from '../../features/payout-methods/add-account-view.tsx';
import { PaymentPasswordView } from '../../features/payout-methods/payment-password-view.tsx';
import { AvatarView } from '../../features/profile/avatar-view.tsx';
import { NicknameView } from '../../features/profile/nickname-view.tsx';
import { QuestionsView } from '../../features/profile/questions-view.tsx';
import { BirthDateView } from '../../features/responsible-gaming/birth-date-view.tsx';
import type { HubView } from '../../features/security-centre/hub-rows.ts';
import { SecurityHub } from '../../features/security-centre/security-hub.tsx';
import { useBackOr } from '../../lib/back-or.ts';
import { searchPick } from '../../lib/search.ts';
import { guardRealMember } from '../../lib/session-guard.ts';

/**
 * `view`: the hub's sub-views — the payout feature's (payment password, bank cards and e-wallets, add
 * one), the profile's (nickname, head icon, security questions) and the bindings (e-mail, mobile, date
 * of birth, active sessions). No view (or one without a branch): the hub.
 */
const VIEWS = [
  'password',
  'accounts',
  'add-account',
  'nickname',
  'avatar',
  'questions',
  'email',
  'mobile',
  'devices',
  'birthday',
] as const satisfies readonly HubView[];
type View = (typeof VIEWS)[number];
const SearchSchema = v.object({ view: searchPick(VIEWS) });

export const Route = createFileRoute('/m/securityCenter')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Security centre` } },
  validateSearch: SearchSchema,
  beforeLoad: guardRealMember,
  component: function SecurityCenter() {
    const { view } = Route.useSearch();
    const navigate = Route.useNavigate();
    const open = (next: View) => void navigate({ search: { view: next } });
    // A sub-view is done: back where it was opened from (the hub, or the account list).
    const done = useBackOr(() => void navigate({ search: {}, replace: true }));
    if (view === 'accounts') return <PayoutAccountsView onAdd={() => open('add-account')} />;
    if (view === 'add-account') return <AddAccountView onDone={done} />;
    if (view === 'password') return <PaymentPasswordView onDone={done} />;
    if (view === 'nickname') return <NicknameView onDone={done} />;
    if (view === 'avatar') return <AvatarView />;
    if (view === 'questions') return <QuestionsView onDone={done} />;
    if (view === 'email') return <EmailView onDone={done} />;
    if (view === 'mobile') return <MobileView onDone={done} />;
    if (view === 'devices') return <DevicesView />;
    if (view === 'birthday') return <BirthDateView onDone={done} />;
    return <SecurityHub onOpen={open} />;
  },
});
