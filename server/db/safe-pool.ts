// The request pool, with one defect of drizzle-orm's node-postgres driver closed: its transaction() runs
// BEGIN before the try/finally that releases the client, so a BEGIN that fails (the connection terminated
// by a restart or pg_terminate_backend just as it was checked out, a timeout) leaks the client for the
// life of the process. Each leak is a pool slot gone; enough of them and nothing is served, and a
// shutdown's pool.end() waits for them forever (drizzle-orm issues 6023, 6241, open in 0.45.4). Here a
// client whose BEGIN fails gives itself back (destroyed: it is not fit for reuse), and a second release
// of the same checkout is a no-op. Remove when drizzle releases on a failed BEGIN.
import pg from 'pg';

const BEGIN = /^\s*begin\b/i;
/** The checkout a client is in: its one release, and whether BEGIN already gave it back. */
const checkout = Symbol('swerte.checkout');
const wrapped = Symbol('swerte.wrapped');

interface Checkout {
  released: boolean;
}
type TrackedClient = pg.PoolClient & { [checkout]?: Checkout; [wrapped]?: true };

const textOf = (q: unknown) =>
  typeof q === 'string' ? q : q && typeof q === 'object' && 'text' in q ? String(q.text) : '';

export class TransactionSafePool extends pg.Pool {
  // The callback form is pg-pool's own (pool.query), which releases its clients itself.
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's two overloads (promise, callback) in one
  override connect(callback?: any): any {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.track(client as TrackedClient));
  }

  private track(client: TrackedClient): pg.PoolClient {
    const state: Checkout = { released: false };
    client[checkout] = state;
    // pg-pool sets a fresh release on every checkout: made idempotent for this one.
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      if (state.released) return;
      state.released = true;
      release(err);
    };
    // The query wrapper stays on the client object across checkouts: installed once.
    if (!client[wrapped]) {
      client[wrapped] = true;
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (!(result instanceof Promise) || !BEGIN.test(textOf(args[0]))) return result;
        return result.catch((err: unknown) => {
          // drizzle will not release it (the BEGIN ran outside its try): give it back, destroyed.
          client.release(err instanceof Error ? err : new Error(String(err)));
          throw err;
        });
      };
    }
    return client;
  }
}
