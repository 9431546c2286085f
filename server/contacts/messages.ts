// Texts of the contact-binding code and of the "your account changed" notices, in the request's content
// language (TY = Filipino, EN). Members have no stored language: the one of the request that made the
// change is the best the server knows.
import type { Language } from '../../src/shared/constants/language.ts';

/** What changed, for the notice in the inbox and to the contacts bound before the change. */
export type AccountChange =
  /** `first`: no address (number) was bound before. `to` is masked. */
  | { kind: 'email'; to: string; first: boolean }
  | { kind: 'mobile'; to: string; first: boolean }
  | { kind: 'paymentPassword'; how: 'set' | 'changed' | 'reset' }
  /** The login password: reset through the e-mailed link or an SMS code, or changed in the security centre. */
  | { kind: 'password'; how: 'email' | 'sms' | 'changed' }
  /** A new bank card or e-wallet; `to` is its provider and masked number. */
  | { kind: 'payoutAccount'; to: string }
  /** A Google or Facebook account that signs in to this one was linked or unlinked (issue 34). */
  | { kind: 'social'; provider: 'Google' | 'Facebook'; how: 'linked' | 'unlinked' };

export function emailCodeMail(lang: Language, site: string, code: string, minutes: number) {
  return lang === 'TY'
    ? {
        subject: `${site}: i-verify ang iyong e-mail`,
        body: `Ang iyong code para i-link ang e-mail na ito sa iyong ${site} account: ${code}\n\nMag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibahagi kaninuman. Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito.\n\n${site}`,
      }
    : {
        subject: `${site}: verify your e-mail`,
        body: `Your code to bind this e-mail address to your ${site} account: ${code}\n\nIt expires in ${minutes} minutes. Never share it with anyone. If you did not ask for this, ignore this e-mail.\n\n${site}`,
      };
}

function what(lang: Language, change: AccountChange): string {
  if (lang === 'TY') {
    switch (change.kind) {
      case 'email':
        return change.first
          ? `May na-link na e-mail sa iyong account: ${change.to}.`
          : `Napalitan ang e-mail ng iyong account at ito ay ${change.to} na.`;
      case 'mobile':
        return change.first
          ? `May na-link na mobile number sa iyong account: ${change.to}.`
          : `Napalitan ang mobile number ng iyong account at ito ay ${change.to} na.`;
      case 'password':
        return change.how === 'changed'
          ? 'Napalitan ang login password ng iyong account.'
          : change.how === 'email'
            ? 'Na-reset ang login password ng iyong account gamit ang iyong e-mail.'
            : 'Na-reset ang login password ng iyong account gamit ang SMS code.';
      case 'payoutAccount':
        return `May naidagdag na payout account sa iyong account: ${change.to}.`;
      case 'social':
        return change.how === 'linked'
          ? `May na-link na ${change.provider} account para mag-sign in sa iyong account.`
          : `Tinanggal ang ${change.provider} account na pang-sign in sa iyong account.`;
      case 'paymentPassword':
        return change.how === 'set'
          ? 'May naitakdang payment password sa iyong account.'
          : change.how === 'changed'
            ? 'Napalitan ang payment password ng iyong account.'
            : 'Na-reset ang payment password ng iyong account gamit ang SMS code.';
    }
  }
  switch (change.kind) {
    case 'email':
      return change.first
        ? `An e-mail address was bound to your account: ${change.to}.`
        : `The e-mail address of your account was changed to ${change.to}.`;
    case 'mobile':
      return change.first
        ? `A mobile number was bound to your account: ${change.to}.`
        : `The mobile number of your account was changed to ${change.to}.`;
    case 'password':
      return change.how === 'changed'
        ? 'The login password of your account was changed.'
        : change.how === 'email'
          ? 'The login password of your account was reset through your e-mail address.'
          : 'The login password of your account was reset with an SMS code.';
    case 'payoutAccount':
      return `A payout account was added to your account: ${change.to}.`;
    case 'social':
      return change.how === 'linked'
        ? `A ${change.provider} account was linked to sign in to your account.`
        : `The ${change.provider} account that signed in to your account was unlinked.`;
    case 'paymentPassword':
      return change.how === 'set'
        ? 'A payment password was set on your account.'
        : change.how === 'changed'
          ? 'The payment password of your account was changed.'
          : 'The payment password of your account was reset with an SMS code.';
  }
}

const NOT_YOU = {
  EN: 'If this was not you, contact customer service at once and change your password.',
  TY: 'Kung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service at palitan ang iyong password.',
} as const;

export function changeNoticeMail(lang: Language, site: string, account: string, change: AccountChange) {
  const line = what(lang, change);
  return lang === 'TY'
    ? {
        subject: `${site}: may pagbabago sa iyong account`,
        body: `Kumusta ${account},\n\n${line}\n\n${NOT_YOU.TY}\n\n${site}`,
      }
    : {
        subject: `${site}: your account was changed`,
        body: `Hello ${account},\n\n${line}\n\n${NOT_YOU.EN}\n\n${site}`,
      };
}

export function changeNoticeSms(lang: Language, site: string, change: AccountChange): string {
  const line = what(lang, change);
  return lang === 'TY'
    ? `[${site}] ${line} Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.`
    : `[${site}] ${line} If this was not you, contact customer service at once.`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The inbox copy of the notice. The member may read the inbox in either language, and the request's
 * language is only a guess (see above): the message says it in English, then in Filipino, as the
 * time-out confirmations do (server/protection/exclusion.ts).
 */
export function changeNoticeInbox(change: AccountChange) {
  const paragraphs = [what('EN', change), NOT_YOU.EN, what('TY', change), NOT_YOU.TY];
  return {
    title: 'Your account was changed · May pagbabago sa iyong account',
    bodyHtml: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
