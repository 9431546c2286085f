// Valibot schemas as JSON Schema for the API document (openapi.ts) and the request validators
// (validate.ts), which hand hono-openapi the same reference.
import { toJsonSchema } from '@valibot/to-json-schema';
import { resolver } from 'hono-openapi';
import type * as v from 'valibot';

/** `number | digits → Number`: every option a number, or text transformed into one. */
function isNumberFromText(schema: v.GenericSchema): boolean {
  const { options } = schema as v.UnionSchema<v.UnionOptions, undefined>;
  return options.every(
    (o) =>
      o.type === 'number' ||
      (o.type === 'string' &&
        'pipe' in o &&
        (o.pipe as { type: string }[]).some((a) => a.type === 'transform')),
  );
}

/** Valibot → JSON Schema 2020-12 (OpenAPI 3.1's dialect), describing what goes on the wire (the input). */
const CONVERSION = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  // Query numbers are `number | digits → Number` unions (IntFromString): on the wire they are integers
  // written in the query string, which is what a parameter's `integer` type means.
  overrideSchema: ({ valibotSchema }: { valibotSchema: v.GenericSchema }) =>
    valibotSchema.type === 'union' && isNumberFromText(valibotSchema) ? { type: 'number' } : undefined,
} as const;

/** A schema reference hono-openapi resolves when the document is built. */
export const schemaOf = (schema: v.GenericSchema) => resolver(schema, { options: CONVERSION });

/** The same conversion, at once (path parameters and the sealed payload sit outside what hono-openapi resolves). */
export const jsonSchemaOf = (schema: v.GenericSchema) => {
  const { $schema: _, ...rest } = toJsonSchema(schema, CONVERSION as never) as Record<string, unknown>;
  return rest;
};
