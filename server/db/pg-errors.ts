// What a PostgreSQL error means, wherever the driver put it (pg, PGlite, drizzle's wrapper in `cause`):
// a unique index a concurrent twin got to first, or a database that cannot be reached right now.

/** A Postgres error code (SQLSTATE), wherever the driver put it. */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

/** The statement broke a unique index (a concurrent twin got there first). */
export const isUniqueViolation = (err: unknown) => pgCode(err) === UNIQUE_VIOLATION;

/** The unique index a violation hit (its constraint name, '' when the driver gives none), or undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) return constraint ?? '';
  }
  return undefined;
}

/** SQLSTATEs of a database that is down, restarting, full or too slow: try again later. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * Whether `err` (or what it wraps: drizzle's query error, an AggregateError of connection attempts)
 * says the database cannot be reached right now, rather than that the query was wrong.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((m) => err.message.includes(m))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

/** One line for a log: the innermost error's message, or its code (an AggregateError has none). */
export function describeDbError(err: unknown): string {
  let e: unknown = err;
  for (let i = 0; i < 5 && e instanceof Error && e.cause instanceof Error; i++) e = e.cause;
  if (!(e instanceof Error)) return String(e);
  const line = e.message.split('\n')[0] ?? '';
  const code = (e as { code?: unknown }).code;
  return line || (typeof code === 'string' ? code : e.name);
}
