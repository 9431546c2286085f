// The member's inbox (module INBOX3, switch MAILCEN): operators' messages, read and deleted per member.
// Shared by the message centre and the server.
import * as v from 'valibot';
import { IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

export const INBOX_PAGE_SIZE = 20;
export const INBOX_FILTERS = ['all', 'unread', 'read'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const INBOX_AUDIENCES = ['member', 'list', 'all'] as const;
export const INBOX_TITLE_MAX = 200;
/** HTML as sent, before sanitising: a long notice fits, a pasted page does not. */
export const INBOX_BODY_MAX = 20_000;
/** Accounts one operator call may name (a longer list: send again, or to everyone). */
export const INBOX_LIST_MAX = 1000;

export const InboxQuerySchema = v.object({
  ...PageQueryEntries(INBOX_PAGE_SIZE, 50),
  /** `all` (default): unread first, then newest first; `unread` / `read`: only those, newest first. */
  filter: v.optional(v.picklist(INBOX_FILTERS), 'all'),
});

/** A message in the list: no body (the detail has it). */
export const InboxItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  read: v.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type InboxItem = v.InferOutput<typeof InboxItemSchema>;

export const InboxPageSchema = v.object({
  ...PageOf(InboxItemSchema).entries,
  /** Unread messages in the whole inbox (the red dot), not only this page. */
  unread: v.number(),
});

/** One message, opened (and so read); the HTML is sanitised again by the app before it is shown. */
export const InboxMessageSchema = v.object({
  ...InboxItemSchema.entries,
  bodyHtml: v.string(),
});

/** The unread count (SPEC.md section 7: read at data.value). */
export const InboxCountSchema = v.object({ unread: v.number(), total: v.number() });

export const InboxMarkedSchema = v.object({ marked: v.number() });
export const InboxDeletedSchema = v.object({ id: v.number() });

const Account = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** Operators: send to one member (`account`), a list (`accounts`) or everyone of the merchant. */
export const InboxSendSchema = v.object({
  audience: v.picklist(INBOX_AUDIENCES),
  account: v.optional(Account),
  accounts: v.optional(v.pipe(v.array(Account), v.minLength(1), v.maxLength(INBOX_LIST_MAX))),
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(INBOX_TITLE_MAX)),
  bodyHtml: v.pipe(v.string(), v.minLength(1), v.maxLength(INBOX_BODY_MAX)),
});
export type InboxSend = v.InferOutput<typeof InboxSendSchema>;

export const InboxSentSchema = v.object({
  id: v.number(),
  audience: v.picklist(INBOX_AUDIENCES),
  /** Members it went to (for `all`: every member of the merchant at sending time). */
  recipients: v.number(),
  bodyHtml: v.string(),
});
