// The access log: one JSON line per request — time, request id, method, path (never the
// query string: reset links and launch URLs carry tokens there), status, duration in ms and the client
// address as clientIp computes it. Nothing else of the request is read: no headers (Token,
// Authorization), no body (passwords, codes). Every response carries the request id in X-Request-Id;
// an incoming X-Request-Id (set by a proxy) is kept when it is a short safe token, else replaced.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientIp } from '../lib/client-ip.ts';
import { setResponseHeader } from './response-headers.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Letters, digits, `.`, `_`, `-`, 8 to 64 of them: nothing that could forge a log line or a header. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Paths are logged up to this length (a hostile client may send anything). */
const MAX_PATH = 512;

export interface AccessLogEntry {
  time: string;
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/** Where access-log lines go: one JSON object per call, no trailing newline. */
export type AccessLogSink = (line: string) => void;

/**
 * The default sink: a line on stdout. Lines are written together once per turn of the event loop (one
 * write for a burst of requests instead of one each); what is pending is written when the process exits.
 */
let pending: string[] = [];
const flushAccessLog = () => {
  if (pending.length === 0) return;
  const text = `${pending.join('\n')}\n`;
  pending = [];
  process.stdout.write(text);
};
process.on('exit', flushAccessLog);
export const stdoutAccessLog: AccessLogSink = (line) => {
  if (pending.push(line) === 1) setImmediate(flushAccessLog);
};

/** Random bytes drawn 256 ids at a time: one call to the system's generator per 256 requests. */
const ID_BYTES = 12;
let idPool = Buffer.alloc(0);
let idAt = 0;
export function newRequestId(): string {
  if (idAt + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * 256);
    idAt = 0;
  }
  idAt += ID_BYTES;
  return idPool.toString('base64url', idAt - ID_BYTES, idAt);
}

/** The incoming id when it is safe to echo and log, else a fresh one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && SAFE_ID.test(incoming) ? incoming : newRequestId();
}

/** What one access line says; the logger adds the time and the duration. */
export interface AccessLine {
  id: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
  ip: string;
}

/**
 * Writes one access line (nothing without a sink): the middleware's, and the site config's hot read's,
 * which answers before the app (server/routes/site.ts).
 */
export type AccessLogger = (line: AccessLine) => void;

export function accessLogger(sink: AccessLogSink | undefined): AccessLogger {
  if (!sink) return () => {};
  return ({ id, method, path, status, started, ip }) => {
    const entry: AccessLogEntry = {
      time: new Date().toISOString(),
      id,
      method,
      path: path.slice(0, MAX_PATH),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip,
    };
    try {
      sink(JSON.stringify(entry));
    } catch {
      // A failing sink never fails the request.
    }
  };
}

/** Mount first: it times the whole request. Without a sink it only sets X-Request-Id. */
export function accessLog(opts: {
  sink?: AccessLogSink | undefined;
  trustProxy: boolean;
}): MiddlewareHandler {
  const log = accessLogger(opts.sink);
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    try {
      await next();
    } finally {
      setResponseHeader(c, REQUEST_ID_HEADER, id);
      if (opts.sink) {
        const ip = clientIp(c, opts.trustProxy);
        log({ id, method: c.req.method, path: c.req.path, status: c.res.status, started, ip });
      }
    }
  };
}
