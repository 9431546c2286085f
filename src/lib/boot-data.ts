// The answers a first visit's page carries (server/site/boot.ts): the first calls the app would make,
// written into the HTML so the lobby renders without waiting for them. They are public reads whose answer
// does not depend on who asks. Each is used once, only for the same request, merchant, language and
// device, and only while the page is young; any other call goes to the network as usual. Another platform's page has none: nothing changes there.
import { DEVICES } from '../shared/constants/http.ts';
import { MERCHANT_CODE } from './config.ts';

const BOOT_ELEMENT_ID = 'swerte-boot';
const BOOT_VERSION = 1;
/** Older than this, an answer counts as stale and the app asks again (a tab restored much later). */
const BOOT_MAX_AGE_MS = 60_000;

interface BootData {
  v: number;
  merchant: string;
  language: string;
  device: string;
  /** The image CDN base the page's first frame used (the app keeps it: one download per picture). */
  cdn: string;
  answers: Record<string, unknown>;
}

let boot: BootData | null | undefined;

function read(): BootData | null {
  if (boot !== undefined) return boot;
  boot = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return boot;
  try {
    const data = JSON.parse(text) as BootData;
    if (data.v === BOOT_VERSION && data.merchant === MERCHANT_CODE && data.answers) boot = data;
  } catch {
    // a page we cannot read: the app asks for everything itself
  }
  return boot;
}

/** The image CDN base of the page's first frame, if it had one. */
export const bootImageCdn = (): string | undefined => read()?.cdn || undefined;

/**
 * The envelope the page carries for GET `url` (path and query as the app builds them), taken once;
 * undefined when there is none for this language and device, or the page is too old.
 */
export function takeBootAnswer(url: string, language: string, device: string): unknown {
  const data = read();
  if (!data || data.language !== language || data.device !== device || device !== DEVICES.MOBILE) return;
  if (performance.now() > BOOT_MAX_AGE_MS) return;
  const answer = data.answers[url];
  if (answer === undefined) return;
  delete data.answers[url];
  return answer;
}
