// The machine-readable contract: GET /openapi.json, an OpenAPI 3.1 document generated from the routes
// themselves. Each route declares itself next to its handler with `documented({...})` (hono-openapi's
// describeRoute); the validators in validate.ts add the query and body schemas they check with, so the
// document names the very valibot schemas the server validates with. What is the same for every route
// of a prefix (headers, gates, the Module-Id table, the failure envelope) is added here once.
import { readFileSync } from 'node:fs';
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { describeRoute, generateSpecs } from 'hono-openapi';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { envelopeSchema } from '../../src/shared/envelope.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { SEAMLESS_HEADERS } from '../../src/shared/schemas/studio.ts';
import { SEALED_ALGORITHM, SealedBodySchema } from '../../src/shared/sealed-body.ts';
import { UNGATED } from './gates.ts';
import { jsonSchemaOf, schemaOf } from './json-schema.ts';
import { MODULE_RULES, moduleForPath } from './module-permissions.ts';

/** Who may call: a member session (Token header), the operator token, a signed vendor call, anyone. */
export type Auth = 'none' | 'session' | 'ops' | 'vendor';

/** Failure codes a route answers by HTTP status, besides those of its gates (added by prefix). */
export type Failures = Partial<Record<number, readonly string[]>>;

export interface RouteDoc {
  summary: string;
  description?: string;
  /** Default `none`. */
  auth?: Auth;
  /** The success `value` inside the envelope (`null` when omitted). */
  value?: v.GenericSchema;
  /** A non-JSON success answer (media type and what it is) instead of an envelope. */
  file?: { media: string; description: string };
  /** When the route answers 204 No Content instead (a file route with nothing to send). */
  noContent?: string;
  /** A browser navigation answered by a redirect (302, Location) instead of an envelope. */
  redirect?: string;
  /** A JSON body the handler parses itself (the validators in validate.ts describe their own). */
  body?: v.GenericSchema;
  /** A sealed body: the SealedBody wrapper on the wire, this schema once opened. */
  sealed?: { name: string; schema: v.GenericSchema };
  /** Path parameters: the schema the handler checks them with. */
  params?: Record<string, v.GenericSchema>;
  failures?: Failures;
}

const json = (schema: unknown) => ({ 'application/json': { schema } });

// Loose shapes of the document's parts this module edits (the generator's own types are wider).
type Json = Record<string, unknown>;
type Parameter = { in: string; name: string; required?: boolean; description?: string; schema: Json };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { description?: string };
  responses: Record<string, unknown>;
  'x-auth'?: Auth;
  'x-failures'?: Failures;
  'x-module-id'?: string | null;
};
type Document = Awaited<ReturnType<typeof generateSpecs>>;

const SECURITY: Record<Exclude<Auth, 'none'>, Record<string, string[]>[]> = {
  session: [{ session: [] }],
  ops: [{ ops: [] }],
  vendor: [{ vendorSignature: [] }],
};

/** The route's description: a pass-through middleware hono-openapi finds in `app.routes`. */
export function documented(doc: RouteDoc): MiddlewareHandler {
  const auth = doc.auth ?? 'none';
  const requestBody: Record<string, unknown> | undefined = doc.sealed
    ? {
        required: true,
        description: `Sealed (${HEADERS.encryption}: ${SEALED_ALGORITHM}): a SealedBody whose payload, once opened, is ${doc.sealed.name} (\`x-sealed-payload\`). Fetch the key from GET ${PATHS.publicKey}.`,
        content: json(schemaOf(SealedBodySchema)),
        'x-sealed-payload': { title: doc.sealed.name, ...jsonSchemaOf(doc.sealed.schema) },
      }
    : doc.body
      ? { required: true, content: json(schemaOf(doc.body)) }
      : undefined;
  const success = doc.file
    ? { description: doc.file.description, content: { [doc.file.media]: { schema: { type: 'string' } } } }
    : { description: 'Success envelope', content: json(schemaOf(envelopeSchema(doc.value ?? v.null()))) };
  return describeRoute({
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(auth === 'none' ? {} : { security: SECURITY[auth] }),
    ...(doc.params
      ? {
          parameters: Object.entries(doc.params).map(([name, schema]) => ({
            in: 'path',
            name,
            required: true,
            schema: jsonSchemaOf(schema),
          })),
        }
      : {}),
    ...(requestBody ? { requestBody: requestBody as never } : {}),
    responses: doc.redirect
      ? { 302: { description: doc.redirect, headers: { Location: { schema: { type: 'string' } } } } }
      : { 200: success, ...(doc.noContent ? { 204: { description: doc.noContent } } : {}) },
    'x-auth': auth,
    'x-failures': doc.failures ?? {},
  } as never);
}

// --- The document ----------------------------------------------------------------------------------

const FailureSchema = {
  type: 'object',
  description:
    'Failure envelope: `value` is null, or what the code says it carries ({ captcha }, { field }).',
  properties: {
    successful: { const: false },
    code: { type: 'string' },
    message: { type: 'string' },
    value: {},
  },
  required: ['successful', 'code', 'value'],
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many attempts (Retry-After)',
  500: 'Server error',
  502: 'Upstream failure',
  503: 'Unavailable (Retry-After)',
};

const add = (to: Map<number, Set<string>>, status: number, ...codes: string[]) => {
  const set = to.get(status) ?? new Set<string>();
  for (const code of codes) set.add(code);
  to.set(status, set);
};

/** What the gates in front of a route answer (app.ts, gates.ts, module-gate.ts, ops-auth.ts). */
function gateFailures(path: string, auth: Auth, to: Map<number, Set<string>>) {
  add(to, 500, CODES.serverError);
  add(to, 503, CODES.databaseUnavailable);
  // Input hygiene (every prefix), the validators and the body limits.
  add(to, 400, CODES.invalidRequest);
  if (auth === 'session') {
    add(to, 401, CODES.sessionExpired);
    // A self-excluded member's cash-out session outside its few routes (require-session.ts).
    add(to, 403, EXCLUSION_CODES.excluded);
  }
  if (auth === 'ops') add(to, 401, CODES.opsUnauthorized);
  add(to, 413, CODES.invalidRequest);
  if (path.startsWith('/ops/')) return;
  add(to, 400, CODES.merchantUnknown);
  const module = moduleForPath(path);
  if (!UNGATED.has(path)) {
    add(to, 503, CODES.maintenance);
    add(to, 403, CODES.regionRestricted);
  }
  if (!module) return; // null: a vendor callback, checked by its signature
  add(to, 403, CODES.moduleMismatch);
  const rule = MODULE_RULES[module] as { audience: string; switch?: string };
  if (rule.switch) add(to, 403, CODES.featureDisabled);
  if (rule.audience === 'member') add(to, 403, AUTH_CODES.freeReject);
  if (rule.audience === 'agent') add(to, 403, CODES.permissionDenied);
}

/** Headers, the module, and the failure responses of one operation. */
function finish(path: string, op: Operation) {
  const auth = op['x-auth'] ?? 'none';
  const failures = new Map<number, Set<string>>();
  gateFailures(path, auth, failures);
  for (const [status, codes] of Object.entries(op['x-failures'] ?? {}))
    add(failures, Number(status), ...(codes ?? []));
  delete op['x-failures'];

  const headers: Parameter[] = [];
  if (path.startsWith('/wps/') || path.startsWith('/lgw/') || path.startsWith('/ops/'))
    headers.push({
      in: 'header',
      name: HEADERS.merchant,
      description: 'Merchant code (else the `merchant`/`merchantCode` query, else SWERTE)',
      schema: { type: 'string' },
    });
  if (!path.startsWith('/ops/')) {
    headers.push({
      in: 'header',
      name: HEADERS.language,
      description: 'Language code (a `language` query wins); content in TY or EN, default TY',
      schema: { type: 'string' },
    });
    const module = moduleForPath(path);
    op['x-module-id'] = module ?? null;
    if (module)
      headers.push({
        in: 'header',
        name: HEADERS.moduleId,
        description: `The call's module: optional, but another module answers 403 ${CODES.moduleMismatch}`,
        schema: { type: 'string', enum: [module] },
      });
  }
  if (auth === 'vendor')
    headers.push({
      in: 'header',
      name: SEAMLESS_HEADERS.vendor,
      required: true,
      description: 'The calling vendor code (its secret signs the body)',
      schema: { type: 'string' },
    });
  if (op.requestBody?.description?.startsWith('Sealed'))
    headers.push({
      in: 'header',
      name: HEADERS.encryption,
      required: true,
      schema: { type: 'string', const: SEALED_ALGORITHM },
    });
  op.parameters = [...(op.parameters ?? []), ...headers];

  for (const [status, codes] of [...failures].sort((a, b) => a[0] - b[0])) {
    const list = [...codes].sort();
    op.responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Failure'}: ${list.join(', ')}`,
      content: json({ $ref: '#/components/schemas/Failure' }),
      'x-codes': list,
    };
  }
}

const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

/** The document for every described route of `app` under /wps, /lgw and /ops. */
export async function openApiDocument(app: Hono<never>): Promise<Document> {
  const doc = await generateSpecs(app as never, {
    excludeStaticFile: false,
    defaultValidationErrorResponse: false,
    documentation: {
      info: {
        title: 'Swerte platform API',
        version: VERSION,
        description:
          'The contract between the Swerte app and a platform: /wps (platform), /lgw (lottery gateway), /ops (operator). Every JSON answer is the envelope `{ successful, code, message?, value }`; `x-module-id` is the Module-Id the call belongs to (null: a vendor callback).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: HEADERS.token,
            description: 'A member session token (login, registration, trial)',
          },
          ops: { type: 'http', scheme: 'bearer', description: 'The operator token (OPS_TOKEN)' },
          vendorSignature: {
            type: 'apiKey',
            in: 'header',
            name: SEAMLESS_HEADERS.signature,
            description: `Hex HMAC-SHA256 of the raw body with the vendor's secret; the vendor in ${SEAMLESS_HEADERS.vendor}`,
          },
        },
      },
    },
  });
  const paths: Document['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!/^\/(wps|lgw|ops)\//.test(path)) continue;
    for (const op of Object.values(item)) if (op) finish(path, op as unknown as Operation);
    paths[path] = item;
  }
  doc.paths = paths;
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components.schemas, Failure: FailureSchema as never },
  };
  return doc;
}

/** GET /openapi.json: built once, on the first request (every route is registered by then). */
export function openApiRoute(app: Hono<never>): Handler {
  let built: Promise<Document> | undefined;
  return async (c) => {
    built ??= openApiDocument(app).catch((err) => {
      built = undefined; // the next request tries again
      throw err;
    });
    return c.json(await built, 200, { 'Cache-Control': 'no-cache' });
  };
}
