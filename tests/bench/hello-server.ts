// The bare baseline of the throughput budget (DESIGN.md section 7): Hono on the same Node server
// adapter, answering a constant JSON body. Started by tests/bench/run.ts.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ successful: true, code: 'ok', value: 'hello' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
