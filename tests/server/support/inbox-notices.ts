// What a member reads in the inbox, through the API as the app reads it: each message opened (title and
// text), newest first. Opening marks a message read, which the account-notice suites do not mind.

import { PATHS } from '../../../src/shared/paths.ts';
import { InboxMessageSchema, InboxPageSchema } from '../../../src/shared/schemas/inbox.ts';
import { okValue } from './harness.ts';

export interface Notice {
  title: string;
  /** The message's text without its markup. */
  text: string;
}

export async function inboxNotices(get: (path: string) => Promise<Response> | Response): Promise<Notice[]> {
  const page = await okValue(await get(`${PATHS.inboxMessages}?pageSize=50`), InboxPageSchema);
  const notices: Notice[] = [];
  for (const item of page.list) {
    const m = await okValue(await get(`${PATHS.inboxMessages}/${item.id}`), InboxMessageSchema);
    notices.push({ title: m.title, text: m.bodyHtml.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ') });
  }
  return notices;
}
