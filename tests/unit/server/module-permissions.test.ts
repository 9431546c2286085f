// The module-id gate table (SPEC.md section 6): who may use each module, and which module each path is.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MODULE_RULES,
  type ModuleVerdict,
  moduleForPath,
  moduleVerdict,
  PATH_MODULES,
} from '../../../server/http/module-permissions.ts';
import { MODULE_IDS, type ModuleId, SWITCHES } from '../../../src/shared/constants/members.ts';
import { moduleIdForPath } from '../../../src/shared/module-prefixes.ts';
import { FIRST_LOAD_PATHS } from '../../../src/shared/paths/first-load.ts';
import { PATHS } from '../../../src/shared/paths.ts';

const allOn = Object.fromEntries(SWITCHES.map((s) => [s, true]));
const VISITOR = null;
const PLAYER = { type: 0 };
const TRIAL = { type: 4 };
const AGENT = { type: 1 };

// Every module once, with what a visitor, a player, a trial account and an agent get (switches on).
const TABLE: Record<ModuleId, [ModuleVerdict, ModuleVerdict, ModuleVerdict, ModuleVerdict]> = {
  COMM3: ['ok', 'ok', 'ok', 'ok'],
  FREEPLAY3: ['ok', 'ok', 'ok', 'ok'],
  REG3: ['ok', 'ok', 'ok', 'ok'],
  REGISTER_REE3: ['ok', 'ok', 'ok', 'ok'],
  CAPTCHA3: ['ok', 'ok', 'ok', 'ok'],
  VALID_CAPTCHA3: ['ok', 'ok', 'ok', 'ok'],
  VERIFICATION3: ['ok', 'ok', 'ok', 'ok'],
  PWRESETSMS3: ['ok', 'ok', 'ok', 'ok'],
  INBOX3: ['session', 'ok', 'trial', 'ok'],
  PROFPIC3: ['session', 'ok', 'trial', 'ok'],
  FEEDBACK3: ['session', 'ok', 'trial', 'ok'],
  MEMCLUB3: ['session', 'ok', 'trial', 'ok'],
  REWCEN3: ['session', 'ok', 'trial', 'ok'],
  FUNDTRANS3: ['session', 'ok', 'trial', 'ok'],
  MEMTRANS3: ['session', 'ok', 'trial', 'ok'],
  PERSPNL3: ['session', 'ok', 'trial', 'ok'],
  AFFMAN3: ['session', 'agent', 'agent', 'ok'],
  AGEINFO3: ['session', 'agent', 'agent', 'ok'],
  AGEANNOUNCE3: ['session', 'agent', 'agent', 'ok'],
  AGEDOWNMAN3: ['session', 'agent', 'agent', 'ok'],
  DAILYSALCONT3: ['session', 'agent', 'agent', 'ok'],
  HOURSAL3: ['session', 'agent', 'agent', 'ok'],
};

describe('module permissions', () => {
  it.each(MODULE_IDS)('%s: visitor, player, trial and agent', (module) => {
    const got = [VISITOR, PLAYER, TRIAL, AGENT].map((who) => moduleVerdict(module, who, allOn));
    expect(got).toEqual(TABLE[module]);
  });

  it('member types 0, 4 and 40 are not agents; 1, 2 and 41 are', () => {
    expect([0, 4, 40, 1, 2, 41].map((type) => moduleVerdict('AGEDOWNMAN3', { type }, allOn))).toEqual([
      'agent',
      'agent',
      'agent',
      'ok',
      'ok',
      'ok',
    ]);
  });

  it('a module whose switch is off is disabled for everyone, agents included', () => {
    const switched = Object.entries(MODULE_RULES).filter(([, rule]) => 'switch' in rule);
    expect(switched.map(([m]) => m).sort()).toEqual(['FEEDBACK3', 'INBOX3', 'MEMCLUB3', 'REWCEN3']);
    for (const [module, rule] of switched) {
      const off = { ...allOn, [(rule as { switch: string }).switch]: false };
      for (const who of [VISITOR, PLAYER, AGENT])
        expect(moduleVerdict(module as ModuleId, who, off)).toBe('disabled');
      // No stored switches at all (an operator who never saved them): off.
      expect(moduleVerdict(module as ModuleId, PLAYER, undefined)).toBe('disabled');
    }
  });

  it('finds the module of a path, of its sub-paths, and nothing for other paths', () => {
    expect(moduleForPath(PATHS.freeplay)).toBe('FREEPLAY3');
    expect(moduleForPath(PATHS.login)).toBe('COMM3');
    expect(moduleForPath(PATHS.registrationSettings)).toBe('REG3');
    expect(moduleForPath(`${PATHS.lotteryOrders}/12/suborders/3/cancel`)).toBe('COMM3');
    expect(moduleForPath(PATHS.seamlessBet)).toBeNull();
    expect(moduleForPath('/wps/sessionx')).toBeUndefined();
    expect(moduleForPath('/m/home')).toBeUndefined();
    expect(moduleForPath(PATHS.opsConfig)).toBeUndefined();
  });

  // The app sends the module its prefix rules give; the server refuses any other (403 module.mismatch).
  describe('the prefix rules the app sends by agree with the server table', () => {
    const platform = Object.entries(PATHS).filter(([, path]) => /^\/(wps|lgw)\//.test(path));

    it.each(platform)('%s (%s), and its sub-paths', (key, path) => {
      const server = PATH_MODULES[key as keyof typeof PATH_MODULES];
      // null: a signed vendor or gateway callback, which the app never calls and the server takes
      // without a module (any header is ignored); everything else must match exactly.
      if (server === null) return;
      expect(server, `${key} has no entry in PATH_MODULES`).toBeDefined();
      for (const sub of [path, `${path}/12`, `${path}/12/images/1`]) {
        expect(moduleIdForPath(sub), sub).toBe(moduleForPath(sub));
      }
    });

    it('sends no module id for a path outside the platform', () => {
      for (const path of [PATHS.opsConfig, PATHS.opsInbox, '/m/home', '/cdn/a/x.png', '', '/'])
        expect(moduleIdForPath(path)).toBeUndefined();
    });

    it('the first-load paths are the same as in PATHS', () => {
      for (const [key, path] of Object.entries(FIRST_LOAD_PATHS))
        expect(PATHS[key as keyof typeof PATHS]).toBe(path);
    });
  });

  // What /m/home loads first stays free of the tables that grow with every new screen: PATHS (import
  // FIRST_LOAD_PATHS) and PATH_MODULES (the app uses module-prefixes.ts). The walk follows static imports
  // from src/main.tsx; dynamic imports load later, and of the route files only the root and home are
  // followed (the others' components and loaders are split off by the router plugin).
  it('the first load imports neither PATHS nor the server table', () => {
    const src = join(import.meta.dirname, '../../../src');
    const resolve = (from: string, spec: string) =>
      ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => join(dirname(from), spec) + ext)
        .find((file) => existsSync(file) && /\.tsx?$/.test(file));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, type, spec] of code.matchAll(
        /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm,
      )) {
        if (type || !spec) continue;
        const target = resolve(file, spec);
        const route = target && relative(src, target).startsWith('routes/');
        if (target && (!route || /^routes\/(__root|m\/home)\.tsx$/.test(relative(src, target))))
          visit(target);
      }
    };
    visit(join(src, 'main.tsx'));
    const loaded = [...seen].map((file) => relative(src, file));
    expect(loaded).toContain('lib/http.ts');
    expect(loaded).toContain('features/popular-games/api.ts');
    expect(loaded.filter((file) => /^shared\/(paths|module-permissions)\.ts$/.test(file))).toEqual([]);
  });
});
