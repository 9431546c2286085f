// Request validation with the shared valibot schemas: a failure is a 400 `request.invalid`, never a 500.
import { vValidator } from '@hono/valibot-validator';
import { uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { CODES } from '../../src/shared/errors/general.ts';
import { fail } from './envelope.ts';
import { schemaOf } from './json-schema.ts';

/** A short, client-safe description of the first issue, e.g. `pageNo: Invalid type`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid request';
  const path = v.getDotPath(first);
  return `${path ? `${path}: ` : ''}${first.message}`.slice(0, 200);
}

/**
 * Each validator also carries its schema for hono-openapi (the mark its own `validator()` leaves), so
 * GET /openapi.json describes a route's query and body with the very schema checked here.
 */
const described = <M extends object>(
  middleware: M,
  target: 'query' | 'json' | 'form',
  schema: v.GenericSchema,
  media?: string,
): M =>
  Object.assign(middleware, {
    [uniqueSymbol]: { target, ...schemaOf(schema), options: media ? { media } : undefined },
  });

export const validQuery = <T extends v.GenericSchema>(schema: T) =>
  described(
    vValidator('query', schema, (result, c) => {
      if (!result.success) return fail(c, 400, CODES.invalidRequest, describeIssues(result.issues));
    }),
    'query',
    schema,
  );

export const validJson = <T extends v.GenericSchema>(schema: T) =>
  described(
    vValidator('json', schema, (result, c) => {
      if (!result.success) return fail(c, 400, CODES.invalidRequest, describeIssues(result.issues));
    }),
    'json',
    schema,
  );

/** application/x-www-form-urlencoded (or multipart) bodies, e.g. forgot-password by e-mail. */
export const validForm = <T extends v.GenericSchema>(schema: T) =>
  described(
    vValidator('form', schema, (result, c) => {
      if (!result.success) return fail(c, 400, CODES.invalidRequest, describeIssues(result.issues));
    }),
    'form',
    schema,
    'application/x-www-form-urlencoded',
  );
