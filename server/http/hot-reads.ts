// Hot reads answer in front of the app, straight on the socket, when they can (the site config's:
// server/routes/site.ts); every other request, and any they pass on, goes to the app as usual. For
// `serve({ createServer })` of @hono/node-server, in main.ts and in the tests that use a real socket.
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';

/** A handler in front of the app: true when it answered the request, false to pass it to the app. */
export type HotRead = (req: IncomingMessage, res: ServerResponse) => boolean;

export function withHotReads(hotReads: readonly HotRead[]): typeof createServer {
  return ((options: ServerOptions, app: RequestListener) =>
    createServer(options, (req, res) => {
      for (const hot of hotReads) if (hot(req, res)) return;
      app(req, res);
    })) as typeof createServer;
}
