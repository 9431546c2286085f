// Texts of outgoing SMS and e-mail, in the request's content language (TY = Filipino, EN).
import type { SmsCodePurpose } from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';

const SMS_WHAT: Record<Language, Record<SmsCodePurpose, string>> = {
  TY: {
    login: 'pag-login',
    register: 'pagpaparehistro',
    reset: 'pagpapalit ng password',
    paypass: 'pagpapalit ng payment password',
    bind: 'pag-link ng mobile number',
  },
  EN: {
    login: 'login',
    register: 'registration',
    reset: 'password reset',
    paypass: 'payment password reset',
    bind: 'mobile number binding',
  },
};

export function smsText(
  lang: Language,
  site: string,
  purpose: SmsCodePurpose,
  code: string,
  minutes: number,
): string {
  const what = SMS_WHAT[lang][purpose];
  return lang === 'TY'
    ? `[${site}] Ang iyong code para sa ${what}: ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibahagi kaninuman.`
    : `[${site}] Your ${what} code: ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
}

export function resetEmail(lang: Language, site: string, account: string, link: string, minutes: number) {
  if (lang === 'TY') {
    return {
      subject: `${site}: palitan ang iyong password`,
      body: `Kumusta ${account},\n\nMay humiling na palitan ang password ng iyong account. Buksan ang link na ito sa loob ng ${minutes} minuto para magtakda ng bagong password:\n\n${link}\n\nIsang beses lang magagamit ang link. Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito.\n\n${site}`,
    };
  }
  return {
    subject: `${site}: reset your password`,
    body: `Hello ${account},\n\nSomeone asked to reset the password of your account. Open this link within ${minutes} minutes to set a new password:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail.\n\n${site}`,
  };
}
