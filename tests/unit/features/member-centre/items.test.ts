import { describe, expect, it } from 'vitest';
import {
  type GateContext,
  type ItemPath,
  itemTap,
  MEMBER_CENTRE_ITEMS,
  visibleItems,
} from '../../../../src/features/member-centre/items.ts';
import { PROMOTIONS, SWITCHES } from '../../../../src/shared/constants/members.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';

// SPEC.md section 2, "Member centre": one test per row of the item table, each gate on and off.

const switches = (on: boolean) => Object.fromEntries(SWITCHES.map((s) => [s, on])) as SiteConfig['switches'];
const promotions = (on: boolean) =>
  Object.fromEntries(PROMOTIONS.map((p) => [p, on])) as SiteConfig['promotions'];

/** Every gate open: all switches and promotions on, an agent (type 1) allowed to transfer upline. */
const OPEN: GateContext = {
  switches: switches(true),
  promotions: promotions(true),
  memberType: 1,
  toUpline: true,
};
/** Every gate closed that a context can close: switches and promotions off, a plain player (type 0). */
const CLOSED: GateContext = {
  switches: switches(false),
  promotions: promotions(false),
  memberType: 0,
  toUpline: false,
};

const shown = (ctx: GateContext, to: ItemPath) => visibleItems(ctx).some((item) => item.to === to);
const without = (sw: keyof SiteConfig['switches']): GateContext => ({
  ...OPEN,
  switches: { ...OPEN.switches, [sw]: false },
});

/** Per row: the contexts that must hide it (empty = no gate: shown even with every gate closed). */
const ROWS: [ItemPath, GateContext[]][] = [
  ['/m/member/benefits', [without('VIPBENEFIT3')]],
  ['/m/voucherCenter', []],
  ['/m/withdraw', []],
  ['/m/inviteFriends', [{ ...OPEN, promotions: { ...OPEN.promotions, REFERRAL: false } }]],
  ['/m/securityCenter', []],
  [
    '/m/agent',
    [
      { ...OPEN, memberType: 0 },
      { ...OPEN, memberType: 4 },
      { ...OPEN, memberType: 40 },
      { ...OPEN, memberType: null },
    ],
  ],
  ['/m/vouReport', [without('DEPRECM3')]],
  ['/m/withdrawReport', [without('WITHREC3')]],
  ['/m/transaction/record', [without('TRANSREC3')]],
  ['/m/gameRecord', [without('TRANSBETREPMEM3')]],
  ['/m/profitandloss', [without('PERSREP')]],
  [
    '/m/upLine/transfer',
    [without('AGETRANSFERUP3'), { ...OPEN, toUpline: false }, { ...OPEN, memberType: 2 }],
  ],
  ['/m/rewardCenter', [without('REWCEN3')]],
  ['/m/member/manualRebate', [without('MANPLAYREB3')]],
  ['/m/leaderBoard', [{ ...OPEN, promotions: { ...OPEN.promotions, MISSION: false } }]],
  ['/m/member/rebateReport', [without('PLYRBT')]],
  ['/m/webEmail', [without('MAILCEN')]],
  ['/m/feedback', [without('FEEDBACK3')]],
  // Ours (issue 13): player protection, no gate.
  ['/m/responsibleGaming', []],
];

describe('member centre item table', () => {
  it('has the 18 rows of the spec and Responsible gaming, in order', () => {
    expect(MEMBER_CENTRE_ITEMS.map((item) => item.to)).toEqual(ROWS.map(([to]) => to));
  });

  describe.each(ROWS)('%s', (to, closers) => {
    it('is shown when its gate is open', () => {
      expect(shown(OPEN, to)).toBe(true);
    });

    if (closers.length === 0) {
      it('has no gate: shown with every gate closed', () => {
        expect(shown(CLOSED, to)).toBe(true);
      });
    } else {
      it.each(closers.map((ctx, i) => [i, ctx] as const))(
        'is hidden when its gate is closed (case %i)',
        (_, ctx) => {
          expect(shown(ctx, to)).toBe(false);
        },
      );
    }
  });

  it('shows the agency centre to any agent type and the upline transfer to types other than 2', () => {
    for (const type of [1, 2, 3, 41, 42]) expect(shown({ ...OPEN, memberType: type }, '/m/agent')).toBe(true);
    expect(shown({ ...OPEN, memberType: 0 }, '/m/upLine/transfer')).toBe(true);
    expect(shown({ ...OPEN, memberType: null }, '/m/upLine/transfer')).toBe(false);
  });

  it('badges only the reward centre', () => {
    expect(MEMBER_CENTRE_ITEMS.filter((item) => item.badge).map((item) => item.to)).toEqual([
      '/m/rewardCenter',
    ]);
  });
});

describe('pressing an item', () => {
  it('sends a visitor to the login, coming back to the item', () => {
    expect(itemTap('/m/withdraw', null)).toEqual({ kind: 'login', to: '/m/withdraw' });
  });

  it('turns a trial account away with free_reject and no navigation', () => {
    expect(itemTap('/m/withdraw', 4)).toEqual({ kind: 'free_reject' });
  });

  it('opens the item for a member', () => {
    expect(itemTap('/m/withdraw', 0)).toEqual({ kind: 'navigate', to: '/m/withdraw' });
  });
});
