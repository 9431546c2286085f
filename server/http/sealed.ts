// Sealed request bodies (login, register): `Encryption: RSA-OAEP-256+A256GCM` and a SealedBody JSON,
// opened with the server key it names. Anything wrong (header, shape, unknown key, tampering, payload)
// is a 400 `request.invalid`; "sealed: unknown key" tells the app to fetch the public key again.
import type { Context } from 'hono';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { openBody, SEALED_ALGORITHM, SealedBodySchema } from '../../src/shared/sealed-body.ts';
import type { ServerKeyStore } from '../auth/server-keys.ts';
import { fail } from './envelope.ts';
import { hostileText } from './input-hygiene.ts';
import { describeIssues } from './validate.ts';

export type Opened<T> = { ok: true; value: T } | { ok: false; response: Response };

export async function openSealed<T extends v.GenericSchema>(
  c: Context,
  keys: ServerKeyStore,
  schema: T,
): Promise<Opened<v.InferOutput<T>>> {
  const bad = (message: string) => ({
    ok: false as const,
    response: fail(c, 400, CODES.invalidRequest, message),
  });
  if (c.req.header(HEADERS.encryption)?.trim() !== SEALED_ALGORITHM) {
    return bad(`${HEADERS.encryption}: expected ${SEALED_ALGORITHM}`);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return bad('body: not JSON');
  }
  const sealed = v.safeParse(SealedBodySchema, body);
  if (!sealed.success) return bad(`sealed: ${describeIssues(sealed.issues)}`);
  const key = await keys.privateKey(sealed.output.keyId);
  if (!key) return bad('sealed: unknown key');
  let payload: unknown;
  try {
    payload = await openBody(key, sealed.output);
  } catch {
    return bad('sealed: cannot open');
  }
  const hostile = hostileText(payload);
  if (hostile) return bad(hostile);
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) return bad(describeIssues(parsed.issues));
  return { ok: true, value: parsed.output };
}
