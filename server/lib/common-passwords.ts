// The 10,000 most common passwords: the head of zxcvbn's frequency-ordered list, compared lower-case.
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
