import * as v from 'valibot';
import { isStandalone } from '../pwa/display-mode.ts';
import { DEVICES, HEADERS } from '../shared/constants/http.ts';
import { envelopeSchema, LooseEnvelopeSchema } from '../shared/envelope.ts';
import { CODES } from '../shared/errors/general.ts';
import { moduleIdForPath } from '../shared/module-prefixes.ts';
import { FIRST_LOAD_PATHS } from '../shared/paths/first-load.ts';
import { sessionStore } from '../stores/session.ts';
import { uiStore } from '../stores/ui.ts';
import { takeBootAnswer } from './boot-data.ts';
import { API_BASE, MERCHANT_CODE, REQUEST_TIMEOUT_MS } from './config.ts';
import { isOnline, reportServerReachable, setReachabilityProbe } from './online.ts';

/**
 * A failed call: `code` is the envelope's machine code (or a network/shape code), `status` the HTTP one,
 * `value` the failed envelope's value, unvalidated (e.g. a login's `{ captcha: true }`).
 */
export class ApiError extends Error {
  // Declared and assigned by hand: parameter properties compile to class fields, whose helpers would
  // ride in the first load.
  declare readonly code: string;
  declare readonly status: number;
  declare readonly value: unknown;
  constructor(code: string, status: number, message?: string, value?: unknown) {
    super(message ?? code);
    this.name = 'ApiError';
    Object.assign(this, { code, status, value });
  }
}
export const NETWORK_ERROR = 'network.error';
export const BAD_RESPONSE = 'response.invalid';

type ErrorListener = (err: ApiError) => void;
const errorListeners = new Set<ErrorListener>();
/** Hears every failed call (the shell switches to the maintenance page on a 503 `system.maintenance`). */
export function onApiError(fn: ErrorListener): () => void {
  errorListeners.add(fn);
  return () => errorListeners.delete(fn);
}
function reported(err: ApiError): ApiError {
  for (const fn of errorListeners) fn(err);
  return err;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<T extends v.GenericSchema> {
  schema: T;
  query?: Query;
  body?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded) instead of a JSON `body`. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (a file upload, e.g. a receipt image; fetch sets the boundary). */
  multipart?: FormData;
  signal?: AbortSignal;
  /** Extra headers (e.g. `Encryption` on a sealed body); they cannot replace the contract headers. */
  headers?: Record<string, string>;
  /** Another session's token than the tab's: a self-excluded member's cash-out session (src/stores/cashout.ts). */
  token?: string;
}

// Headers every call carries (DESIGN.md section 3) are read from their one source on each call: the
// session store (Token), the UI store (Language, switched with the catalog) and the display mode.
let standalone: boolean | undefined;
const device = () => {
  standalone ??= isStandalone();
  return standalone ? DEVICES.STANDALONE : DEVICES.MOBILE;
};

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, val] of Object.entries(query ?? {})) {
    if (val !== undefined && val !== null && val !== '') params.set(k, String(val));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** No answer in time, or none at all: the platform counts as unreachable until it answers again. */
function noAnswer(): ApiError {
  reportServerReachable(false);
  return reported(new ApiError(NETWORK_ERROR, 0));
}

/**
 * A signal that aborts after REQUEST_TIMEOUT_MS or when the caller's does. Combined by hand:
 * AbortSignal.any and AbortSignal.timeout are newer than the browsers the build supports.
 */
function withDeadline(caller?: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const follow = () => controller.abort();
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/** Calls the platform and returns the envelope's value, validated against `schema`. */
export async function request<T extends v.GenericSchema>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  { schema, query, body, form, multipart, signal, headers: extra, token: own }: RequestOptions<T>,
): Promise<v.InferOutput<T>> {
  const headers: Record<string, string> = {
    ...extra,
    [HEADERS.merchant]: MERCHANT_CODE,
    [HEADERS.device]: device(),
    [HEADERS.language]: uiStore.language,
    Accept: 'application/json',
  };
  // The module id comes from the path (SPEC.md section 6), by prefix rules a test holds to the server's table.
  const moduleId = moduleIdForPath(path);
  if (moduleId) headers[HEADERS.moduleId] = moduleId;
  const token = own ?? sessionStore.session?.token;
  if (token) headers[HEADERS.token] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';

  const url = buildUrl(path, query);
  // A first visit's page may carry this answer already (src/lib/boot-data.ts): public reads only.
  if (method === 'GET') {
    const booted = takeBootAnswer(url, uiStore.language, headers[HEADERS.device] as string);
    if (booted !== undefined) return envelopeValue(booted, 200, schema);
  }

  // The answer, body included, must come within the timeout; the caller may still cancel first.
  const deadline = withDeadline(signal);
  let res: Response;
  let json: unknown;
  try {
    try {
      res = await fetch(url, {
        method,
        headers,
        body: multipart
          ? multipart
          : form
            ? new URLSearchParams(form).toString()
            : body === undefined
              ? undefined
              : JSON.stringify(body),
        signal: deadline.signal,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw noAnswer();
    }
    reportServerReachable(true);
    try {
      json = await res.json();
    } catch (err) {
      if (signal?.aborted) throw err;
      if (deadline.expired()) throw noAnswer();
      throw reported(new ApiError(res.ok ? BAD_RESPONSE : CODES.serverError, res.status));
    }
  } finally {
    deadline.clear();
  }
  return envelopeValue(json, res.status, schema);
}

/** The envelope's value, validated against `schema`, or the failure it reports. */
function envelopeValue<T extends v.GenericSchema>(
  json: unknown,
  status: number,
  schema: T,
): v.InferOutput<T> {
  const loose = v.safeParse(LooseEnvelopeSchema, json);
  if (!loose.success) throw reported(new ApiError(BAD_RESPONSE, status));
  if (status < 200 || status > 299 || !loose.output.successful) {
    throw reported(new ApiError(loose.output.code, status, loose.output.message, loose.output.value));
  }
  const parsed = v.safeParse(envelopeSchema(schema), json);
  if (!parsed.success) throw reported(new ApiError(BAD_RESPONSE, status, v.summarize(parsed.issues)));
  return parsed.output.value;
}

/** A failure for want of a connection (no network, or the platform does not answer). */
export const isConnectionError = (error: unknown): boolean =>
  (error instanceof ApiError && error.code === NETWORK_ERROR) || !isOnline();

// While the platform does not answer, it is asked again with its smallest call (the visitor's country):
// any HTTP answer means it is back.
setReachabilityProbe(async () => {
  const deadline = withDeadline();
  try {
    await fetch(buildUrl(FIRST_LOAD_PATHS.location), {
      headers: { [HEADERS.merchant]: MERCHANT_CODE, Accept: 'application/json' },
      cache: 'no-store',
      signal: deadline.signal,
    });
  } catch {
    reportServerReachable(false);
    return;
  } finally {
    deadline.clear();
  }
  reportServerReachable(true);
});

export const get = <T extends v.GenericSchema>(path: string, opts: RequestOptions<T>) =>
  request('GET', path, opts);
