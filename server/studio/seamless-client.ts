// The studio's side of the seamless wallet: signed POSTs to /wps/seamless/*. The studio is wired with
// the app's own `request` (in-process, through the same middleware and handlers a remote vendor hits),
// so the protocol is exercised for real; a remote studio would pass `fetch` and a base URL instead.
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { LooseEnvelopeSchema } from '../../src/shared/envelope.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  SEAMLESS_HEADERS,
  type SeamlessKind,
  type SeamlessRequest,
  type SeamlessResult,
  SeamlessResultSchema,
} from '../../src/shared/schemas/studio.ts';
import { hmacHex } from '../vendors/signing.ts';

export type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

export type SeamlessAnswer =
  | { ok: true; value: SeamlessResult }
  | { ok: false; status: number; code: string; balanceCents?: number };

const PATH: Record<SeamlessKind, string> = {
  balance: PATHS.seamlessBalance,
  bet: PATHS.seamlessBet,
  win: PATHS.seamlessWin,
  rollback: PATHS.seamlessRollback,
};

export class SeamlessClient {
  constructor(
    private readonly vendor: string,
    private readonly secret: string,
    private readonly send: Send,
  ) {}

  async call(kind: SeamlessKind, merchant: string, req: SeamlessRequest): Promise<SeamlessAnswer> {
    const body = JSON.stringify(req);
    const res = await this.send(PATH[kind], {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [HEADERS.merchant]: merchant,
        [SEAMLESS_HEADERS.vendor]: this.vendor,
        [SEAMLESS_HEADERS.signature]: hmacHex(this.secret, body),
      },
      body,
    });
    const envelope = v.parse(LooseEnvelopeSchema, await res.json());
    const value = v.safeParse(SeamlessResultSchema, envelope.value);
    if (res.ok && envelope.successful && value.success) return { ok: true, value: value.output };
    return {
      ok: false,
      status: res.status,
      code: envelope.code,
      balanceCents: value.success ? value.output.balanceCents : undefined,
    };
  }
}
