// Local stand-ins of the two sign-in providers (issue 34), on 127.0.0.1 and random ports, for the server
// tests and the e2e journeys alike:
// - Google: a real OpenID Connect provider (the `oidc-provider` package) with one client for our server,
//   PKCE required, accounts the test chooses (sub, email, email_verified, name), and a login page that is
//   a plain HTML form with "Sign in" and "Cancel" buttons (a browser clicks them; `authorize()` posts it).
//   `tamper` re-signs the ID token with changed claims (another audience, issuer) or another key.
// - Facebook: its dialog (`/v21.0/dialog/oauth`, Allow / Cancel), its token endpoint (checks client id and
//   secret, redirect URI, code and PKCE verifier) and Graph `/v21.0/me` (checks the appsecret_proof).
// `down` makes either answer 503 to everything.
import { createHash, createHmac, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The Google-like account the next sign-in proves. */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface FacebookUser {
  id: string;
  name: string;
  email?: string;
}

type Claims = Record<string, unknown>;

export interface OidcStandIn {
  /** The issuer (GOOGLE_ISSUER). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next. */
  account: OidcAccount;
  /** Changes the ID token's claims and re-signs it (with `otherKey`, by a key the issuer never published). */
  tamper: ((claims: Claims) => Claims) | undefined;
  otherKey: boolean;
  /** Every request answers 503. */
  down: boolean;
  /**
   * Follows the authorization URL as a browser would, presses Sign in (`allow`) or Cancel (`deny`) on the
   * login page, and answers the URL the provider redirects back to (our callback).
   */
  authorize(url: string, action: 'allow' | 'deny'): Promise<URL>;
  close(): Promise<void>;
}

export interface FacebookStandIn {
  /** FACEBOOK_DIALOG_BASE and FACEBOOK_GRAPH_BASE (one server plays both). */
  base: string;
  appId: string;
  appSecret: string;
  user: FacebookUser;
  down: boolean;
  /** Graph calls seen, with whether their appsecret_proof was right. */
  graphCalls: { proofOk: boolean }[];
  authorize(url: string, action: 'allow' | 'deny'): Promise<URL>;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(header: Claims, claims: Claims, key: KeyObject): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${b64url(sign('RSA-SHA256', Buffer.from(input), key))}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, action: string, fields: Record<string, string>, allow: string, deny: string) {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>
<h1>${escapeHtml(title)}</h1>
<form method="post" action="${escapeHtml(action)}">${hidden}
<button type="submit" name="action" value="allow">${escapeHtml(allow)}</button>
<button type="submit" name="action" value="deny">${escapeHtml(deny)}</button>
</form></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A minimal cookie jar for driving a provider's pages with fetch. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/**
 * Follows redirects by hand (carrying cookies) until one leaves `origin`, submitting the login page's form
 * with `action` when it shows: answers the URL outside the provider (our callback with its parameters).
 */
async function drive(start: string, origin: string, action: 'allow' | 'deny'): Promise<URL> {
  const jar = cookieJar();
  let url = new URL(start);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== origin) return url;
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      init = { method: 'GET' };
      continue;
    }
    const html = await res.text();
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
    if (!form?.[1])
      throw new Error(
        `${url.href}: answered ${res.status} without a redirect or a form: ${html.slice(0, 300)}`,
      );
    const body = new URLSearchParams();
    for (const m of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      body.set(m[1] ?? '', (m[2] ?? '').replaceAll('&#38;', '&').replaceAll('&#34;', '"'));
    body.set('action', action);
    url = new URL(form[1].replaceAll('&#38;', '&'), url);
    init = {
      method: 'POST',
      body: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects at the provider');
}

/** A real OpenID Connect provider standing in for Google. */
export async function startOidcProvider(opts: {
  /** Our server's callback URL(s) for Google (PUBLIC_ORIGIN + /wps/session/social/callback/google). */
  redirectUris: string[];
  account?: Partial<OidcAccount>;
}): Promise<OidcStandIn> {
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(6).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const clientId = `swerte-${randomBytes(4).toString('hex')}.apps.test`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, OidcAccount>();

  const config: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
    // A first-party client: no consent screen (the login page's Sign in is the whole interaction).
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId ?? '',
        accountId: ctx.oidc.session?.accountId ?? '',
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, config);

  const standIn: OidcStandIn = {
    issuer,
    clientId,
    clientSecret,
    account: {
      sub: `g-${randomBytes(6).toString('hex')}`,
      email: 'player@example.com',
      email_verified: true,
      name: 'Test Player',
      ...opts.account,
    },
    tamper: undefined,
    otherKey: false,
    down: false,
    authorize: (url, action) => drive(url, issuer, action),
    close: () => closeServer(server),
  };

  // The ID token as the test wants it: claims changed, re-signed (by the issuer's key, or another one).
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token || (!standIn.tamper && !standIn.otherKey)) return;
    const [head = '', payload = ''] = body.id_token.split('.');
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as Claims;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
    const key = standIn.otherKey
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : privateKey;
    ctx.body = { ...body, id_token: signJwt(header, standIn.tamper ? standIn.tamper(claims) : claims, key) };
  });

  const oidc = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (standIn.down) {
      res.writeHead(503).end('down');
      return;
    }
    const match = /^\/interaction\/([\w-]+)(\/submit)?$/.exec(req.url ?? '');
    if (!match) {
      oidc(req, res);
      return;
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          page(
            `Sign in as ${standIn.account.name} (${standIn.account.email})`,
            `/interaction/${details.uid}/submit`,
            {},
            'Sign in',
            'Cancel',
          ),
        );
        return;
      }
      const form = await formOf(req);
      if (form.get('action') !== 'allow') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const account = { ...standIn.account };
      accounts.set(account.sub, account);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        {
          mergeWithLastSubmission: false,
        },
      );
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
  return standIn;
}

/** Facebook's dialog, token endpoint and Graph `/me`, as our server uses them. */
export async function startFacebookStandIn(opts: {
  /** Our server's callback URL(s) for Facebook. */
  redirectUris: string[];
  user?: Partial<FacebookUser>;
}): Promise<FacebookStandIn> {
  const appId = String(1_000_000_000 + Math.floor(Math.random() * 1e9));
  const appSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { redirectUri: string; challenge: string; user: FacebookUser }>();
  const tokens = new Map<string, FacebookUser>();
  const server = createServer();
  const port = await listen(server);
  const base = `http://127.0.0.1:${port}`;
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const oauthError = (res: ServerResponse, message: string) =>
    json(res, 400, { error: 'invalid_grant', error_description: message });

  const standIn: FacebookStandIn = {
    base,
    appId,
    appSecret,
    user: { id: String(10_000_000_000 + Math.floor(Math.random() * 1e9)), name: 'Fb Player', ...opts.user },
    down: false,
    graphCalls: [],
    authorize: (url, action) => drive(url, base, action),
    close: () => closeServer(server),
  };

  server.on('request', async (req, res) => {
    if (standIn.down) {
      res.writeHead(503).end('down');
      return;
    }
    const url = new URL(req.url ?? '/', base);
    if (req.method === 'GET' && url.pathname === '/v21.0/dialog/oauth') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== appId || !opts.redirectUris.includes(redirectUri)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid app ID or redirect URI');
        return;
      }
      if (
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge')
      ) {
        res
          .writeHead(400, { 'content-type': 'text/plain' })
          .end('PKCE (S256) and response_type=code required');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        page(
          `Continue as ${standIn.user.name}?`,
          '/v21.0/dialog/oauth/decide',
          {
            redirect_uri: redirectUri,
            state: q.get('state') ?? '',
            code_challenge: q.get('code_challenge') ?? '',
          },
          'Allow',
          'Cancel',
        ),
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v21.0/dialog/oauth/decide') {
      const form = await formOf(req);
      const back = new URL(form.get('redirect_uri') ?? '');
      if (!opts.redirectUris.includes(back.href)) {
        res.writeHead(400).end('bad redirect');
        return;
      }
      if (form.get('action') === 'allow') {
        const code = randomBytes(16).toString('base64url');
        codes.set(code, {
          redirectUri: back.href,
          challenge: form.get('code_challenge') ?? '',
          user: { ...standIn.user },
        });
        back.searchParams.set('code', code);
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_description', 'Permissions error');
        back.searchParams.set('error_reason', 'user_denied');
      }
      back.searchParams.set('state', form.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v21.0/oauth/access_token') {
      const form = await formOf(req);
      if (form.get('client_id') !== appId || form.get('client_secret') !== appSecret)
        return oauthError(res, 'client_id or client_secret wrong');
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant) return oauthError(res, 'code unknown or used');
      if (form.get('redirect_uri') !== grant.redirectUri) return oauthError(res, 'redirect_uri differs');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
        return oauthError(res, 'code_verifier does not match');
      const token = `EAA${randomBytes(24).toString('hex')}`;
      tokens.set(token, grant.user);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
    }
    if (req.method === 'GET' && url.pathname === '/v21.0/me') {
      const auth = req.headers.authorization ?? '';
      const token = /^Bearer (.+)$/i.exec(auth)?.[1] ?? url.searchParams.get('access_token') ?? '';
      const user = tokens.get(token);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      const proofOk = url.searchParams.get('appsecret_proof') === proof;
      standIn.graphCalls.push({ proofOk });
      if (!user) return json(res, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      if (!proofOk) return json(res, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      return json(res, 200, Object.fromEntries(Object.entries(user).filter(([k]) => fields.includes(k))));
    }
    res.writeHead(404).end();
  });
  return standIn;
}
