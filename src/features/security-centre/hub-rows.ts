// The hub's rows, from the one profile answer: what each item is, its state, and where it opens.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SecurityProfile } from '../../shared/schemas/security.ts';

/** The `?view=` sub-views the route composes (other features' views included). */
export type HubView =
  | 'password'
  | 'accounts'
  | 'add-account'
  | 'nickname'
  | 'avatar'
  | 'questions'
  | 'email'
  | 'mobile'
  | 'devices'
  | 'birthday';

export interface HubRow {
  id: string;
  label: MessageDescriptor;
  /** The state: a translated word, or a (masked) value as is. */
  state: MessageDescriptor | string;
  /** Whether the item still needs the member (shown as an accent). */
  pending: boolean;
  /** A sub-view of the hub, or another route; none: read-only (the payee name, once set). */
  open: { view: HubView } | { to: '/m/changePsw' } | null;
}

// A state, not the verb (a button elsewhere says "Set").
const SET = msg({ context: 'state', message: 'Set' });
const NOT_SET = msg`Not set`;
const NOT_BOUND = msg`Not bound`;

export function hubRows(p: SecurityProfile): HubRow[] {
  const flag = (set: boolean) => ({ state: set ? SET : NOT_SET, pending: !set });
  return [
    {
      id: 'login-password',
      label: msg`Login password`,
      state: SET,
      pending: false,
      open: { to: '/m/changePsw' },
    },
    {
      id: 'payment-password',
      label: msg`Payment password`,
      ...flag(p.paymentPasswordSet),
      open: { view: 'password' },
    },
    {
      id: 'payout-accounts',
      label: msg`Bank cards and e-wallets`,
      state: p.payoutAccountCount > 0 ? String(p.payoutAccountCount) : NOT_SET,
      pending: p.payoutAccountCount === 0,
      open: { view: 'accounts' },
    },
    // Set once: the add-account view asks for it first; afterwards it cannot change here.
    p.maskedPayeeName
      ? { id: 'payee-name', label: msg`Payee name`, state: p.maskedPayeeName, pending: false, open: null }
      : {
          id: 'payee-name',
          label: msg`Payee name`,
          state: NOT_SET,
          pending: true,
          open: { view: 'add-account' },
        },
    {
      id: 'nickname',
      label: msg`Nickname`,
      state: p.nickname ?? NOT_SET,
      pending: !p.nickname,
      open: { view: 'nickname' },
    },
    {
      id: 'avatar',
      label: msg`Head icon`,
      state: p.avatarSet ? SET : msg`Default`,
      pending: false,
      open: { view: 'avatar' },
    },
    {
      id: 'questions',
      label: msg`Security questions`,
      ...flag(p.securityQuestionsSet),
      open: { view: 'questions' },
    },
    {
      id: 'email',
      label: msg`E-mail`,
      state: p.maskedEmail ?? NOT_BOUND,
      pending: !p.maskedEmail,
      open: { view: 'email' },
    },
    {
      id: 'mobile',
      label: msg`Mobile number`,
      state: p.maskedMobile ?? NOT_BOUND,
      pending: !p.maskedMobile,
      open: { view: 'mobile' },
    },
    { id: 'birthday', label: msg`Date of birth`, ...flag(p.birthDateSet), open: { view: 'birthday' } },
    {
      id: 'devices',
      label: msg`Active sessions and devices`,
      state: '',
      pending: false,
      open: { view: 'devices' },
    },
  ];
}
