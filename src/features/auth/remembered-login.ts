// "Remember password" (SPEC.md section 3, remembered login; DESIGN.md section 5): keeps the method and
// the user name or mobile number in local storage, NEVER a password or SMS code. The browser's password
// manager fills the password through autocomplete="current-password".
import * as v from 'valibot';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { COUNTRY_DIALING_CODES } from '../../shared/constants/accounts.ts';
import { MOBILE_NUM_MAX_LENGTH } from '../../shared/constants/ui.ts';

export type LoginMethod = 'username' | 'sms';

const RememberedLoginSchema = v.object({
  /** The method used last: the login screen opens on it. */
  type: v.picklist(['username', 'sms']),
  username: v.optional(v.pipe(v.string(), v.maxLength(64))),
  mobileNum: v.optional(v.pipe(v.string(), v.maxLength(MOBILE_NUM_MAX_LENGTH))),
  countryDialingCode: v.optional(v.picklist(COUNTRY_DIALING_CODES.map((c) => c.code))),
});
export type RememberedLogin = v.InferOutput<typeof RememberedLoginSchema>;

/** The stored record, or null. A record holding anything else (an old `password`) is rewritten without it. */
export function readRememberedLogin(): RememberedLogin | null {
  const raw = readStorage('local', STORAGE_KEYS.rememberLogin);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    writeStorage('local', STORAGE_KEYS.rememberLogin, null);
    return null;
  }
  const parsed = v.safeParse(RememberedLoginSchema, json);
  if (!parsed.success) {
    writeStorage('local', STORAGE_KEYS.rememberLogin, null);
    return null;
  }
  const clean = JSON.stringify(parsed.output);
  if (clean !== raw) writeStorage('local', STORAGE_KEYS.rememberLogin, clean);
  return parsed.output;
}

/** What a successful login remembers: only the identifier of the method used, merged with the other's. */
export type RememberInput =
  | { type: 'username'; username: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: RememberedLogin['countryDialingCode'] };

export function rememberLogin(input: RememberInput): void {
  const prev = readRememberedLogin();
  // Built field by field: nothing but these keys can ever reach storage.
  const next: RememberedLogin =
    input.type === 'username'
      ? {
          type: 'username',
          username: input.username,
          mobileNum: prev?.mobileNum,
          countryDialingCode: prev?.countryDialingCode,
        }
      : {
          type: 'sms',
          username: prev?.username,
          mobileNum: input.mobileNum,
          countryDialingCode: input.countryDialingCode,
        };
  const checked = v.safeParse(RememberedLoginSchema, next);
  if (checked.success) writeStorage('local', STORAGE_KEYS.rememberLogin, JSON.stringify(checked.output));
}

export function forgetLogin(): void {
  writeStorage('local', STORAGE_KEYS.rememberLogin, null);
}
