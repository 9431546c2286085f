import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n.ts';
import { clearSession, setSession } from '../../src/stores/session.ts';
import { renderWithRouter, testQueryClient, until } from './components/harness.tsx';

/** An answer of the fake server, sent in the API's envelope. */
export type Answer = { status: number; code: string; value: unknown };

/** A request the screen made: its path, and its JSON body parsed (a FormData as it was). */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export const reply = ({ status, code, value }: Answer) =>
  new Response(JSON.stringify({ successful: status < 400, code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const OK: Answer = { status: 200, code: 'ok', value: null };

interface ServerOptions {
  /** Answers what the views load (the member's data), or undefined for anything else. */
  serve?: (method: string, path: string) => Answer | undefined;
  /**
   * false (the default): what `serve` answers is neither recorded nor queued. true: every request is
   * recorded, and one queued in `answers` comes before `serve`.
   */
  recordAll?: boolean;
  /** What a request neither queued nor served answers: 200 with a null value unless told. */
  otherwise?: Answer;
}

/**
 * A member signed in (English, a fresh session) for each test of the file, signed out after it, the
 * rendered screen unmounted and stubbed globals restored. With `server`, fetch goes to a fake one that
 * records the requests in `calls` and answers, in order, those queued in `answers` by "METHOD path".
 */
export function memberSession({
  userName = 'demo',
  server,
}: {
  userName?: string;
  server?: ServerOptions;
} = {}) {
  const calls: Call[] = [];
  const answers: Record<string, Answer[]> = {};
  let unmount = () => {};

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const served = server?.serve?.(method, path);
    if (served && !server?.recordAll) return reply(served);
    const body = init?.body;
    calls.push({
      method,
      path,
      body: body instanceof FormData ? body : body ? JSON.parse(String(body)) : undefined,
    });
    return reply(answers[`${method} ${path}`]?.shift() ?? served ?? server?.otherwise ?? OK);
  }

  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    setSession({ token: 't', merchantCode: 'SWERTE', userName, type: 0, firstTimeLogin: false });
    if (server) vi.stubGlobal('fetch', vi.fn(fakeFetch));
    calls.length = 0;
    for (const key of Object.keys(answers)) Reflect.deleteProperty(answers, key);
  });
  afterEach(() => {
    unmount();
    unmount = () => {};
    clearSession();
    vi.unstubAllGlobals();
  });

  return {
    calls,
    answers,
    /**
     * Renders `node` (a fresh query client) to be unmounted after the test, then waits until nothing
     * says Loading… (`what` names it in a timeout; null: no wait).
     */
    async render(node: () => ReactNode, what: string | null = 'the data') {
      const view = await renderWithRouter(node, testQueryClient());
      unmount = view.unmount;
      if (what !== null) await until(() => !document.body.textContent?.includes('Loading…'), what);
      return view;
    },
  };
}
