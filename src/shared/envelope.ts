import * as v from 'valibot';

/** Every response body: `{ successful, code, message?, value }` (DESIGN.md section 3). */
export const envelopeSchema = <T extends v.GenericSchema>(value: T) =>
  v.object({
    successful: v.boolean(),
    code: v.string(),
    message: v.optional(v.string()),
    value,
  });

/** The loose envelope, used before the value is known to be valid (errors carry `value: null`). */
export const LooseEnvelopeSchema = envelopeSchema(v.unknown());
