// "Your account was changed": a notice to every contact bound BEFORE a weakening change (a new e-mail, a
// new mobile, a new payment password), through the configured providers (the built-in ones write to the
// outbox). The change is already made when this runs: a provider failure is logged, not answered.
import { eq } from 'drizzle-orm';
import type { Language } from '../../src/shared/constants/language.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { e164 } from '../lib/mobile.ts';
import type { Providers } from '../providers/types.ts';
import type { SiteConfigStore } from '../site/config-store.ts';
import { type AccountChange, changeNoticeMail, changeNoticeSms } from './messages.ts';

export interface NoticeTarget {
  merchantCode: string;
  account: string;
  /** The contacts bound before the change (null: none). */
  email: string | null;
  mobile: string | null;
}

export async function notifyChange(
  deps: { providers: Providers; siteConfig: SiteConfigStore },
  target: NoticeTarget,
  lang: Language,
  change: AccountChange,
): Promise<void> {
  const site = (await deps.siteConfig.stored(target.merchantCode))?.siteName ?? 'Swerte';
  const sends: Promise<void>[] = [];
  if (target.email)
    sends.push(
      deps.providers.email.send({
        to: target.email,
        ...changeNoticeMail(lang, site, target.account, change),
      }),
    );
  if (target.mobile)
    sends.push(
      deps.providers.sms.send({ to: e164(target.mobile), body: changeNoticeSms(lang, site, change) }),
    );
  for (const r of await Promise.allSettled(sends))
    if (r.status === 'rejected') console.error('swerte: account-change notice not sent:', r.reason);
}

/** After a payment password was set, changed or reset: the bound e-mail and mobile are told. */
export async function notifyPaymentPassword(
  deps: { db: Db; providers: Providers; siteConfig: SiteConfigStore },
  who: { memberId: number; merchantCode: string; lang: Language },
  how: 'set' | 'changed' | 'reset',
): Promise<void> {
  const [m] = await deps.db
    .select({ account: members.account, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, who.memberId));
  if (!m || (!m.email && !m.mobile)) return;
  await notifyChange(deps, { merchantCode: who.merchantCode, ...m }, who.lang, {
    kind: 'paymentPassword',
    how,
  });
}
