// "Your account was changed": after a change that weakens the account or moves where its money goes (a
// binding, a password reset or change, a new payment password, a new payout account), a notice in the member's inbox
// and to every contact bound BEFORE the change, through the configured providers (the built-in ones write
// to the outbox). The inbox is what a member with no contact yet hears (issue 31). The change is already
// made when this runs: a failure is logged, not answered.
import { eq } from 'drizzle-orm';
import type { Language } from '../../src/shared/constants/language.ts';
import { members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { Inbox } from '../inbox/inbox.ts';
import { e164 } from '../lib/mobile.ts';
import type { Providers } from '../providers/types.ts';
import type { SiteConfigStore } from '../site/config-store.ts';
import { type AccountChange, changeNoticeInbox, changeNoticeMail, changeNoticeSms } from './messages.ts';

export interface NoticeDeps {
  db: Db;
  now: () => number;
  providers: Providers;
  siteConfig: SiteConfigStore;
}

export interface NoticeTarget {
  memberId: number;
  merchantCode: string;
  account: string;
  /** The contacts bound before the change (null: none). */
  email: string | null;
  mobile: string | null;
}

/** Who changed what, for notifyMember: the contacts are read as they are now. */
export interface NoticeMember {
  memberId: number;
  merchantCode: string;
  lang: Language;
}

const logged = (err: unknown) => console.error('swerte: account-change notice not sent:', err);

export async function notifyChange(
  deps: NoticeDeps,
  target: NoticeTarget,
  lang: Language,
  change: AccountChange,
): Promise<void> {
  const site = (await deps.siteConfig.stored(target.merchantCode))?.siteName ?? 'Swerte';
  const inbox = changeNoticeInbox(change);
  const sends: Promise<unknown>[] = [
    new Inbox(deps.db, deps.now).notice(target, 'system:account', inbox.title, inbox.bodyHtml),
  ];
  if (target.email)
    sends.push(
      deps.providers.email.send({
        to: target.email,
        ...changeNoticeMail(lang, site, target.account, change),
      }),
    );
  if (target.mobile)
    sends.push(
      deps.providers.sms.send({
        to: e164(target.mobile),
        body: changeNoticeSms(lang, site, change),
        purpose: 'notice',
        merchantCode: target.merchantCode,
      }),
    );
  for (const r of await Promise.allSettled(sends)) if (r.status === 'rejected') logged(r.reason);
}

/** A change that leaves the contacts as they were (a password, a payout account): the bound ones are told. */
export async function notifyMember(deps: NoticeDeps, who: NoticeMember, change: AccountChange) {
  const [m] = await deps.db
    .select({ account: members.account, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, who.memberId));
  if (!m) return;
  await notifyChange(
    deps,
    { memberId: who.memberId, merchantCode: who.merchantCode, ...m },
    who.lang,
    change,
  );
}

/** After a payment password was set, changed or reset. */
export const notifyPaymentPassword = (
  deps: NoticeDeps,
  who: NoticeMember,
  how: 'set' | 'changed' | 'reset',
): Promise<void> => notifyMember(deps, who, { kind: 'paymentPassword', how });
