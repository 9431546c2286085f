// Who may open each route (SPEC.md section 2 "Routes", "Member centre", "Agent home"; section 6).
// Every route file declares `beforeLoad: guard<Kind>` (src/lib/session-guard.ts; public: none);
// tests/unit/shell/route-guards.test.ts fails when a route is missing from this table or declares
// another guard. The table itself stays out of the app's bundles: only the test reads it.

/**
 * - `public`: anyone (visitors browse, register, log in, try a trial).
 * - `member`: a session, else /m/login?redirect=the page (game launch).
 * - `memberHome`: a session, else /m/home (change password, settings: SPEC.md section 2).
 * - `realMember`: member-centre items: a session, else the login; a trial account (type 4) goes home
 *   with 'free_reject'.
 * - `noTrial`: the member centre itself: visitors see its login prompt, a trial account goes home
 *   with 'free_reject'.
 * - `agent`: a session, else the login; member types 0, 4 and 40 go home with a message.
 */
export type GuardKind = 'public' | 'member' | 'memberHome' | 'realMember' | 'noTrial' | 'agent';

export const ROUTE_GUARDS = {
  '/m/login': 'public',
  '/m/register': 'public',
  '/m/home': 'public',
  '/m/changePsw': 'memberHome',
  // Our own (issue 35): the first password; the root route sends a session whose password an agent chose here.
  '/m/firstPassword': 'memberHome',
  '/m/forget': 'public',
  '/m/agent': 'agent',
  '/m/mine': 'noTrial',
  '/m/notice': 'public',
  '/m/moreLottery': 'public',
  '/m/service': 'public',
  '/m/activity': 'public',
  '/m/activityInfo': 'public',
  '/m/startLottery': 'public',
  '/m/gameLobby': 'public',
  '/m/useragreement': 'public',
  '/m/fairness': 'public',
  // Our own (issue 13): the Responsible gaming page is public; its tools (?view=) need a real member.
  '/m/responsibleGaming': 'public',
  '/m/set': 'memberHome',
  '/m/help': 'public',
  '/m/helpDetail': 'public',
  '/m/voucherCenter': 'realMember',
  '/m/withdraw': 'realMember',
  // Our own (issue 31): a self-excluded member's cash-out runs on its own short session (src/stores/cashout.ts),
  // never the tab's, so no session guard: without a cash-out session the page says so.
  '/m/cashout': 'public',
  // Our own (issue 34): where a Google or Facebook sign-in comes back (a ticket in the fragment).
  '/m/socialLogin': 'public',
  '/m/inviteFriends': 'realMember',
  '/m/trail': 'public',
  '/m/launchGame': 'member',
  '/m/maintenance': 'public',
  // One message of the inbox (?id=), as the message centre: behind a real member's session.
  '/m/message': 'realMember',
  '/m/gameCenter': 'public',
  '/m/slotsCenter': 'public',
  '/m/gameList': 'public',
  '/m/lottery': 'public',
  '/m/webEmail': 'realMember',
  // Agent announcements (?types=A), from the agent home's footer.
  '/m/member/notice': 'agent',
  '/m/rewardCenter': 'realMember',
  '/m/member/benefits': 'realMember',
  '/m/securityCenter': 'realMember',
  '/m/vouReport': 'realMember',
  '/m/withdrawReport': 'realMember',
  '/m/transaction/record': 'realMember',
  '/m/gameRecord': 'realMember',
  '/m/profitandloss': 'realMember',
  '/m/upLine/transfer': 'realMember',
  '/m/member/manualRebate': 'realMember',
  '/m/leaderBoard': 'realMember',
  '/m/member/rebateReport': 'realMember',
  '/m/feedback': 'realMember',
  // Contracts are made between an agent and its sub-agents: agent pages like the rest (issue 15).
  '/m/member/agent/getSalaryContract': 'agent',
  '/m/member/agent/getDevidendContract': 'agent',
  '/m/member/agent/getHourContract': 'agent',
  '/m/agentRegister': 'agent',
  '/m/member/agent/agentDivident': 'agent',
  '/m/agent/team/overview': 'agent',
  // A promotion (a tile of the agent home, but nothing team-related).
  '/m/redRain': 'realMember',
  '/m/agent/team/pnl': 'agent',
  '/m/teamBetting': 'agent',
  '/m/member/team': 'agent',
  '/m/member/agent/agentRebeat': 'agent',
  '/m/member/teamRebate': 'agent',
  // Aliases redirect before any guard matters (the canonical route guards itself).
  '/': 'public',
  '/m': 'public',
  '/m/index': 'public',
  '/m/index.html': 'public',
  '/register.html': 'public',
  '/m/register.html': 'public',
  '/m/member/home': 'public',
} as const satisfies Record<string, GuardKind>;

export type GuardedPath = keyof typeof ROUTE_GUARDS;
