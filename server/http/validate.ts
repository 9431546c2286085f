// Request validation with the shared valibot schemas: a failure is a 400 `request.invalid`, never a 500.
import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import { CODES } from '../../src/shared/errors.ts';
import { fail } from './envelope.ts';

/** A short, client-safe description of the first issue, e.g. `pageNo: Invalid type`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid request';
  const path = v.getDotPath(first);
  return `${path ? `${path}: ` : ''}${first.message}`.slice(0, 200);
}

export const validQuery = <T extends v.GenericSchema>(schema: T) =>
  vValidator('query', schema, (result, c) => {
    if (!result.success) return fail(c, 400, CODES.invalidRequest, describeIssues(result.issues));
  });

export const validJson = <T extends v.GenericSchema>(schema: T) =>
  vValidator('json', schema, (result, c) => {
    if (!result.success) return fail(c, 400, CODES.invalidRequest, describeIssues(result.issues));
  });

/** application/x-www-form-urlencoded (or multipart) bodies, e.g. forgot-password by e-mail. */
export const validForm = <T extends v.GenericSchema>(schema: T) =>
  vValidator('form', schema, (result, c) => {
    if (!result.success) return fail(c, 400, CODES.invalidRequest, describeIssues(result.issues));
  });
