// fast-check arbitraries for the API fuzz suite: values generated from the shared valibot
// schemas, mixed with hostile ones (NUL, lone surrogates, 1 MB strings, deep JSON, wrong types).
import fc from 'fast-check';
import type * as v from 'valibot';

/** The parts of a valibot schema or pipe action this converter reads (valibot's own types are per kind). */
interface Node {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: readonly (Node | string | number)[];
  literal?: unknown;
  value?: Node;
  requirement?: unknown;
}

/** Generated values for a field by name (seeded ids, tokens, codes): they get generated input past lookups. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

interface Ctx {
  hints: Hints;
  /** 0..1: how often a field is replaced by a hostile value. */
  hostility: number;
  /** Bounds from an enclosing pipe (IntFromString: union([number, digits]) piped into integer/min/max). */
  num?: { min: number; max: number; integer: boolean };
}

// --- Hostile values -------------------------------------------------------------------------------

export const ONE_MB = 'x'.repeat(1 << 20);
const DEEP = 10_000;
/** Deep JSON as text: fast-check would recurse 10,000 levels to print or shrink it as a value. */
export const DEEP_OBJECT_JSON = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
export const DEEP_ARRAY_JSON = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const nested = (n: number): unknown => (n === 0 ? 'x' : { a: nested(n - 1) });

const TRICKY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '\ud83d',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeffBOM',
  '\u200d\u200b',
  'e\u0301',
  'İı',
  'ß',
  'Ｄｅｍｏ',
  '🂡🂡🂡',
  '%00',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '\\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%_%_\\',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal lookup probe, not a template
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'toString',
  '\r\nX-Injected: 1',
  '\t\n\u000b\f',
  '0',
  '-1',
  '1e999',
  '0x10',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '9'.repeat(400),
];

/** Text the database cannot store or that is not text: the commonest way in to a 500. */
const poison = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  'demo\u0000',
  '\ud800',
  'x\udc00',
  '\udfff\ud800',
  'SWERTE\ud83d',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: poison },
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
  // 'binary' code units include lone surrogates and NUL.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(ONE_MB, `${ONE_MB}\u0000`, 'é'.repeat(70_000)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, undefined, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(40), { __proto__: { admin: true } }, [ONE_MB]) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 4 }) },
);

// --- valibot → fast-check ---------------------------------------------------------------------------

const SAFE = Number.MAX_SAFE_INTEGER;

/** An arbitrary of the schema's input: mostly valid, with hostile values mixed in per field. */
export function arbitraryOf(
  schema: v.GenericSchema,
  hints: Hints = {},
  hostility = 0.1,
): fc.Arbitrary<unknown> {
  return convert(schema as unknown as Node, { hints, hostility });
}

function convert(schema: Node, ctx: Ctx): fc.Arbitrary<unknown> {
  // Actions after a transformation check its output, not the input generated here.
  const actions: Node[] = [];
  let transformed = false;
  for (const a of schema.pipe?.slice(1) ?? []) {
    if (a.type === 'transform') {
      transformed = true;
      break;
    }
    actions.push(a);
  }
  const req = (type: string) => actions.find((a) => a.type === type)?.requirement;
  const minLen = (req('min_length') ?? req('length') ?? 0) as number;
  const maxLen = (req('max_length') ?? req('length')) as number | undefined;

  switch (schema.type) {
    case 'string': {
      if (transformed && ctx.num) return intIn(ctx.num).map(String);
      const regex = req('regex') as RegExp | undefined;
      if (regex) return fc.stringMatching(regex).filter((s) => s.length <= (maxLen ?? 200));
      if (req('iso_timestamp') !== undefined || actions.some((a) => a.type === 'iso_timestamp'))
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (actions.some((a) => a.type === 'url')) return fc.webUrl();
      const max = Math.min(maxLen ?? 60, Math.max(minLen, 60));
      return fc.oneof(
        fc.string({ minLength: minLen, maxLength: max }),
        fc.string({ unit: 'grapheme', minLength: minLen, maxLength: max }),
        // At and just past the limit: off-by-one checks and column sizes.
        ...(maxLen !== undefined ? [fc.constantFrom('x'.repeat(maxLen), 'x'.repeat(maxLen + 1))] : []),
      );
    }
    case 'number': {
      const integer =
        actions.some((a) => a.type === 'integer' || a.type === 'safe_integer') || !!ctx.num?.integer;
      const min = (req('min_value') as number | undefined) ?? ctx.num?.min ?? -SAFE;
      const max = (req('max_value') as number | undefined) ?? ctx.num?.max ?? SAFE;
      return integer
        ? intIn({ min, max, integer })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema.literal);
    case 'picklist':
      return fc.constantFrom(...(schema.options as (string | number)[]));
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional': {
      const inner = convert(schema.wrapped as Node, ctx);
      const none = schema.type === 'nullable' ? null : undefined;
      return fc.oneof({ weight: 3, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(none) });
    }
    case 'union':
    case 'variant': {
      const bounds = numberBounds(actions) ?? ctx.num;
      return fc.oneof(...(schema.options as Node[]).map((o) => convert(o, { ...ctx, num: bounds })));
    }
    case 'array': {
      const item = convert(schema.item as Node, { ...ctx, num: undefined });
      return fc.array(field(item, ctx), { minLength: minLen, maxLength: Math.min(maxLen ?? 8, 12) });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), convert(schema.value as Node, ctx), { maxKeys: 4 });
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = schema.entries ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, entry] of Object.entries(entries)) {
        const own = convert(entry, { ...ctx, num: undefined });
        const hint = ctx.hints[key];
        model[key] = field(
          hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: own }) : own,
          ctx,
        );
        if (entry.type !== 'optional' && entry.type !== 'nullish' && entry.type !== 'exact_optional')
          required.push(key);
      }
      const record = fc.record(model, { requiredKeys: required });
      // Now and then an unknown key too (a strict object refuses it; others ignore it).
      return fc.oneof(
        { weight: 9, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.constantFrom('extra', '__proto__', 'constructor', ''), hostileValue)
            .map(([r, k, x]) => ({ ...(r as object), [k]: x })),
        },
      );
    }
    default:
      throw new Error(`arbitraryOf: no generator for valibot schema type '${schema.type}'`);
  }
}

function numberBounds(actions: Node[]): Ctx['num'] | undefined {
  const min = actions.find((a) => a.type === 'min_value')?.requirement as number | undefined;
  const max = actions.find((a) => a.type === 'max_value')?.requirement as number | undefined;
  const integer = actions.some((a) => a.type === 'integer' || a.type === 'safe_integer');
  if (min === undefined && max === undefined && !integer) return undefined;
  return { min: min ?? -SAFE, max: max ?? SAFE, integer };
}

function intIn({ min, max }: { min: number; max: number; integer?: boolean }): fc.Arbitrary<number> {
  const lo = Math.max(Math.ceil(min), -SAFE);
  const hi = Math.min(Math.floor(max), SAFE);
  // The bounds themselves and one past them are where range checks go wrong.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1) },
  );
}

/** A field: its own value, or now and then a hostile one. */
function field(arb: fc.Arbitrary<unknown>, ctx: Ctx): fc.Arbitrary<unknown> {
  if (ctx.hostility <= 0) return arb;
  const bad = Math.max(1, Math.round(ctx.hostility * 100));
  // Half the time the field's own value with a NUL or a lone surrogate inside: it passes type and length
  // checks, so it goes further than a value of the wrong type.
  const poisoned = fc
    .tuple(arb, fc.constantFrom('\u0000', '\ud800', '\udc00'))
    .map(([x, bad]) => (typeof x === 'string' ? `${x.slice(0, 1)}${bad}${x.slice(1)}` : x));
  return fc.oneof(
    { weight: 100 - bad, arbitrary: arb },
    { weight: bad, arbitrary: fc.oneof(hostileValue, poisoned) },
  );
}

// --- Encoding -----------------------------------------------------------------------------------------

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which that throws on) goes out as the
 * bytes a careless client would send: its WTF-8 form, e.g. %ED%A0%80, which no UTF-8 decoder accepts.
 */
export function encodeLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query string or form body from generated fields: arrays repeat the key, objects go as JSON. */
export function formEncode(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `value=${encodeLoose(text(value))}`;
  const parts: string[] = [];
  for (const [k, x] of Object.entries(value)) {
    if (x === undefined) continue;
    for (const one of Array.isArray(x) ? x : [x]) parts.push(`${encodeLoose(k)}=${encodeLoose(text(one))}`);
  }
  return parts.join('&');
}

function text(x: unknown): string {
  if (typeof x === 'string') return x;
  if (x !== null && typeof x === 'object') return JSON.stringify(x) ?? '';
  return String(x);
}

/** Header values as a client can send them: Latin-1, no NUL, CR or LF (fetch refuses others). */
export const headerSafe = (s: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
  s.replace(/[^\u0001-\u00ff]|[\r\n]/g, '?');
