import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, OPS_HEADERS } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// Colour contrast (issue 35): axe-core's `color-contrast` rule (WCAG 2 AA: 4.5:1, 3:1 for large text) on
// every main route under src/routes/m, as the role that sees it: a visitor, the seeded member demo, the
// seeded agent. One page per role walks its routes (a full load each, the way a player opens a link), so
// the run stays short. Left out: the aliases and redirects (/m, /m/index.html, /m/register.html,
// /m/member/home) and /m/launchGame, which leaves for a vendor's game.
//
// Every route runs in English. The colours come from the design tokens and never from the language, so a
// second language only changes the words and how they wrap: Filipino runs on a few screens of each role to
// catch a colour a translation might reach that English does not (a longer label falling out of its box).
//
// The red envelope rain's countdown and results total only show around a rain: a server of this file's
// own schedules one, and demo (reduced motion: the still grid) grabs an envelope.

type Role = 'visitor' | 'member' | 'agent';
type Route = readonly [path: string, languages?: readonly ('EN' | 'TY')[]];

const BOTH = ['EN', 'TY'] as const;

const ROUTES: Record<Role, readonly Route[]> = {
  visitor: [
    ['/m/home', BOTH],
    ['/m/login', BOTH],
    ['/m/register', BOTH],
    ['/m/forget'],
    ['/m/activity'],
    ['/m/activityInfo'],
    ['/m/gameList'],
    ['/m/gameLobby'],
    ['/m/gameCenter'],
    ['/m/slotsCenter'],
    ['/m/lottery'],
    ['/m/moreLottery'],
    ['/m/startLottery'],
    ['/m/help'],
    ['/m/helpDetail?i=0'],
    ['/m/notice'],
    ['/m/service'],
    ['/m/trail'],
    ['/m/useragreement'],
    ['/m/fairness'],
    // The help contacts: "www.pagcor.ph", "Call 1553" (a crisis hotline must be readable).
    ['/m/responsibleGaming', BOTH],
    ['/m/socialLogin'],
    ['/m/maintenance'],
    ['/m/cashout'],
  ],
  member: [
    ['/m/mine', BOTH],
    ['/m/set'],
    ['/m/changePsw'],
    ['/m/securityCenter'],
    ['/m/voucherCenter', BOTH],
    ['/m/withdraw', BOTH],
    ['/m/withdrawReport'],
    ['/m/transaction/record'],
    ['/m/gameRecord'],
    ['/m/profitandloss'],
    ['/m/message'],
    ['/m/webEmail'],
    ['/m/feedback'],
    ['/m/inviteFriends'],
    ['/m/leaderBoard'],
    ['/m/rewardCenter'],
    ['/m/vouReport'],
    ['/m/redRain'],
    ['/m/upLine/transfer'],
    ['/m/member/benefits'],
    ['/m/member/manualRebate'],
    ['/m/member/rebateReport'],
    ['/m/responsibleGaming?view=limits'],
    ['/m/responsibleGaming?view=reality'],
    ['/m/responsibleGaming?view=timeout'],
  ],
  agent: [
    ['/m/agent', BOTH],
    ['/m/agent/team/overview', BOTH],
    ['/m/agent/team/pnl'],
    ['/m/agentRegister'],
    ['/m/teamBetting'],
    ['/m/member/team'],
    ['/m/member/teamRebate'],
    ['/m/member/notice'],
    ['/m/member/agent/agentDivident'],
    ['/m/member/agent/agentRebeat'],
    ['/m/member/agent/getDevidendContract'],
    ['/m/member/agent/getHourContract'],
    ['/m/member/agent/getSalaryContract'],
  ],
};

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, readonly [string, string]> = {
  member: ['demo', 'Demo1234'],
  agent: ['agent', 'Agent1234'],
};

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** axe's colour-contrast findings on the page as it is now, one line per failing element. */
async function contrastFailures(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Only the failures in full (the passing nodes' details are much of axe's time); options() replaces
    // what withRules() set, so it comes first.
    .options({ resultTypes: ['violations'] })
    .withRules('color-contrast')
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => {
      const data = (node.any[0]?.data ?? {}) as {
        fgColor?: string;
        bgColor?: string;
        contrastRatio?: number;
        expectedContrastRatio?: string;
      };
      const text = node.html.replace(/\s+/g, ' ').slice(0, 120);
      const colours = data.fgColor
        ? `${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio})`
        : (node.failureSummary ?? '').replace(/\s+/g, ' ');
      return `${where} ${node.target.join(' ')}: ${colours} ${text}`;
    }),
  );
}

/** Requests in flight per page, and when the last one ended. */
const traffic = new WeakMap<Page, { inFlight: number; lastEnd: number }>();

function watchTraffic(page: Page) {
  const t = { inFlight: 0, lastEnd: Date.now() };
  traffic.set(page, t);
  page.on('request', () => t.inFlight++);
  const end = () => {
    t.inFlight--;
    t.lastEnd = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

/**
 * Opens `url` and waits for its data: loaded, and no request for QUIET_MS (Playwright's `networkidle`
 * waits 500 ms, a third of this walk's time).
 */
const QUIET_MS = 150;
async function open(page: Page, url: string) {
  await page.goto(url);
  const t = traffic.get(page);
  if (!t) throw new Error('watchTraffic(page) first');
  await expect
    .poll(() => t.inFlight <= 0 && Date.now() - t.lastEnd >= QUIET_MS, { intervals: [50] })
    .toBe(true);
  await expect(page.locator('#root')).not.toBeEmpty();
}

test.describe('every route', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  for (const role of ['visitor', 'member', 'agent'] as const) {
    test(`${role}: colour contrast is AA on each of its routes`, async ({ page }) => {
      watchTraffic(page);
      if (role !== 'visitor') {
        const [account, password] = ACCOUNTS[role];
        await logIn(page, account, password, role === 'agent' ? '/m/agent' : '/m/mine');
      }
      const failures: string[] = [];
      for (const [path, languages = ['EN']] of ROUTES[role]) {
        for (const lang of languages) {
          const url = withLang(path, lang);
          await open(page, url);
          failures.push(...(await contrastFailures(page, url)));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});

test.describe('the red envelope rain', () => {
  const url = ownServerForFile(OWN_PORTS.contrast);
  test.use({ baseURL: url });

  test('its countdown and its results total are readable', async ({ page }) => {
    const res = await fetch(`${url}/ops/rain/sessions`, {
      method: 'POST',
      headers: { ...OPS_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        startsAt: new Date(Date.now() + 8_000).toISOString(),
        durationSeconds: 120,
        budgetCents: 10_000,
        minGrabCents: 100,
        maxGrabCents: 900,
        maxGrabsPerMember: 1,
      }),
    });
    expect(res.ok).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logIn(page, 'demo', 'Demo1234', '/m/redRain');
    await expect(page.getByTestId('rain-countdown')).toBeVisible();
    const failures = await contrastFailures(page, 'rain countdown');

    await page.getByRole('button', { name: 'Grab envelope 1', exact: true }).click({ timeout: 20_000 });
    await expect(page.getByTestId('rain-results-total')).toBeVisible();
    failures.push(...(await contrastFailures(page, 'rain results')));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
