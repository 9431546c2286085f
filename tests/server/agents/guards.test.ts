import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_RULES, moduleForPath, PATH_MODULES } from '../../../server/http/module-permissions.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness } from '../support/harness.ts';

// Every agency endpoint refuses members who are not agents (types 0, 4 and 40) with 403
// permission.denied, and never refuses an agent so. The calls are read from the app's own route table
// (and PATHS), so an endpoint added later is covered without touching this file.

const isAgentPath = (path: string) => {
  const module = moduleForPath(path);
  return !!module && MODULE_RULES[module].audience === 'agent';
};

/** The agency paths of PATHS (by their module in PATH_MODULES). */
const agentPaths = () =>
  Object.entries(PATH_MODULES)
    .filter(([, module]) => module && MODULE_RULES[module].audience === 'agent')
    .map(([key]) => PATHS[key as keyof typeof PATH_MODULES]);

/** Every agency call the app routes (method and path, parameters filled), and GET for a path not routed yet. */
function agentCalls(h: Harness): { method: string; path: string }[] {
  const calls = new Map<string, { method: string; path: string }>();
  const routed = h.app.routes
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+/g, '999999') }))
    .filter((r) => isAgentPath(r.path));
  for (const r of routed)
    if (r.method !== 'ALL') calls.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  for (const path of [...agentPaths(), ...routed.map((r) => r.path)])
    if (![...calls.values()].some((c) => c.path === path)) calls.set(`GET ${path}`, { method: 'GET', path });
  return [...calls.values()];
}

describe.each(databases)('agency endpoints and non-agents on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('covers every agency path of PATHS, with the methods the app routes', () => {
    const calls = agentCalls(h);
    for (const path of agentPaths()) expect(calls.map((c) => c.path)).toContain(path);
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
  });

  for (const [type, who] of [
    [0, 'a member'],
    [4, 'a trial account'],
    [40, 'a type-40 account'],
  ] as const) {
    it(`refuses ${who} (type ${type}) on every agency call: 403 permission.denied`, async () => {
      const caller = await newMember(h, { type });
      const answers: string[] = [];
      for (const { method, path } of agentCalls(h)) {
        const res = await caller.send(method, path, method === 'GET' ? undefined : {});
        const { status, code } = res.status === 200 ? { status: 200, code: 'ok' } : await failure(res);
        answers.push(`${method} ${path} → ${status} ${code}`);
      }
      expect(answers.filter((a) => !a.endsWith(`→ 403 ${CODES.permissionDenied}`))).toEqual([]);
      expect(answers.length).toBeGreaterThan(0);
    });
  }

  it('never refuses an agent (type 1) with permission.denied', async () => {
    const agent = await newMember(h, { type: 1 });
    const denied: string[] = [];
    for (const { method, path } of agentCalls(h)) {
      const res = await agent.send(method, path, method === 'GET' ? undefined : {});
      if (res.status === 403 && (await failure(res)).code === CODES.permissionDenied)
        denied.push(`${method} ${path}`);
    }
    expect(denied).toEqual([]);
  });
});
