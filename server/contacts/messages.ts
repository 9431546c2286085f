// Texts of the contact-binding code and of the "your account changed" notices, in the request's content
// language (TY = Filipino, EN). Members have no stored language: the one of the request that made the
// change is the best the server knows.
import type { Language } from '../../src/shared/constants/language.ts';

/** What changed, for the notice to the contacts bound before the change. */
export type AccountChange =
  | { kind: 'email'; to: string }
  | { kind: 'mobile'; to: string }
  | { kind: 'paymentPassword'; how: 'set' | 'changed' | 'reset' };

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
    if (change.kind === 'email') return `Napalitan ang e-mail ng iyong account at ito ay ${change.to} na.`;
    if (change.kind === 'mobile')
      return `Napalitan ang mobile number ng iyong account at ito ay ${change.to} na.`;
    return change.how === 'set'
      ? 'May naitakdang payment password sa iyong account.'
      : change.how === 'changed'
        ? 'Napalitan ang payment password ng iyong account.'
        : 'Na-reset ang payment password ng iyong account gamit ang SMS code.';
  }
  if (change.kind === 'email') return `The e-mail address of your account was changed to ${change.to}.`;
  if (change.kind === 'mobile') return `The mobile number of your account was changed to ${change.to}.`;
  return change.how === 'set'
    ? 'A payment password was set on your account.'
    : change.how === 'changed'
      ? 'The payment password of your account was changed.'
      : 'The payment password of your account was reset with an SMS code.';
}

export function changeNoticeMail(lang: Language, site: string, account: string, change: AccountChange) {
  const line = what(lang, change);
  return lang === 'TY'
    ? {
        subject: `${site}: may pagbabago sa iyong account`,
        body: `Kumusta ${account},\n\n${line}\n\nKung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service at palitan ang iyong password.\n\n${site}`,
      }
    : {
        subject: `${site}: your account was changed`,
        body: `Hello ${account},\n\n${line}\n\nIf this was not you, contact customer service at once and change your password.\n\n${site}`,
      };
}

export function changeNoticeSms(lang: Language, site: string, change: AccountChange): string {
  const line = what(lang, change);
  return lang === 'TY'
    ? `[${site}] ${line} Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.`
    : `[${site}] ${line} If this was not you, contact customer service at once.`;
}
