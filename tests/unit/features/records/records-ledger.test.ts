// Every reason the server writes on a ledger entry is in the one table of src/shared/constants/ledger.ts
// (so the records filter and the P&L count it), read from the server's source as it stands.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REASON_LABELS } from '../../../../src/features/records/labels.ts';
import {
  isLedgerReason,
  LEDGER_GROUPS,
  LEDGER_REASON_LIST,
  LEDGER_REASONS,
  ledgerGroupOf,
  reasonsOf,
} from '../../../../src/shared/constants/ledger.ts';

const ROOT = join(import.meta.dirname, '../../../..');

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, text: readFileSync(path, 'utf8') };
    });
}

const server = sources('server');
const everything = [...server, ...sources('src/shared')];

/** `reason:` values that are not ledger entries: SMS code checks, the ledger's own refusals, reconcile's patterns. */
const NOT_LEDGER = new Set(['invalid', 'expired', 'insufficient_funds', 'no_wallet']);

/** The value of a constant `NAME = '…'` declared anywhere in the server or src/shared. */
function constantValue(name: string): string | undefined {
  for (const { text } of everything) {
    const found = new RegExp(`\\b${name}\\s*(?::[^=]+)?=\\s*['"]([^'"]+)['"]`).exec(text);
    if (found?.[1]) return found[1];
  }
  return undefined;
}

/** What each `reason: …` of the server's source writes: literals, template prefixes, named constants. */
function writtenReasons() {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  const unresolved: string[] = [];
  for (const { path, text } of server) {
    for (const match of text.matchAll(/\breason:\s*([^,\n}]+)/g)) {
      const expr = (match[1] ?? '').trim();
      // Type declarations (`reason: string`, `reason: 'a' | 'b'`) and column definitions describe, they do not write.
      if (/^string\b/.test(expr) || /\|/.test(expr) || /^\w+\(/.test(expr)) continue;
      for (const lit of expr.matchAll(/'([^']*)'|"([^"]*)"/g)) {
        const value = lit[1] ?? lit[2] ?? '';
        if (!value.startsWith('^') && !NOT_LEDGER.has(value)) literals.add(value);
      }
      const template = /^`([^`$]*)\$\{/.exec(expr);
      if (template?.[1]) prefixes.add(template[1]);
      const constant = /^([A-Z][A-Z0-9_]+)$/.exec(expr);
      if (constant?.[1]) {
        const value = constantValue(constant[1]);
        if (value) literals.add(value);
        else unresolved.push(`${path}: ${expr}`);
      }
    }
  }
  return { literals, prefixes, unresolved };
}

describe('ledger reasons', () => {
  const { literals, prefixes, unresolved } = writtenReasons();

  it('finds the reasons the server writes (the search itself works)', () => {
    for (const known of [
      'opening',
      'trial.grant',
      'deposit',
      'lottery.order',
      'seamless.bet',
      'seamless.win',
    ])
      expect(literals).toContain(known);
    expect(unresolved).toEqual([]);
  });

  it('every reason written by the server is in the table', () => {
    expect([...literals].filter((r) => !isLedgerReason(r))).toEqual([]);
  });

  it('every reason built from a template prefix (adjust.<direction>) has entries in the table', () => {
    for (const prefix of prefixes)
      expect(
        LEDGER_REASON_LIST.some((r) => r.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('the reasons other helpers write now are in the table with their groups', () => {
    expect(LEDGER_REASONS).toMatchObject({
      'withdraw.hold': 'withdrawal',
      'withdraw.refund': 'withdrawal',
      'upline.transfer.out': 'transfer',
      'upline.transfer.in': 'transfer',
      'adjust.credit': 'adjustment',
      'adjust.debit': 'adjustment',
    });
  });

  it('every reason belongs to a known group, and an unknown reason reads as other', () => {
    for (const r of LEDGER_REASON_LIST) expect(LEDGER_GROUPS).toContain(LEDGER_REASONS[r]);
    expect(ledgerGroupOf('test.something')).toBe('other');
    expect(ledgerGroupOf('seamless.bet')).toBe('bet');
    expect(reasonsOf('bet').sort()).toEqual(['lottery.order', 'seamless.bet']);
    expect(reasonsOf('refund').sort()).toEqual(['lottery.refund', 'lottery.void', 'seamless.rollback']);
  });

  it('every reason has a label on the records screens', () => {
    expect(Object.keys(REASON_LABELS).sort()).toEqual([...LEDGER_REASON_LIST].sort());
  });
});
