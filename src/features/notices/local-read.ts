// A visitor's read state lives on the device (there is no member to store it for on the server).
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { NOTICE_READ_LOCAL_MAX, NOTICE_READ_STORAGE_KEY } from '../../shared/constants/notices.ts';
import type { NoticeList } from '../../shared/schemas/notices.ts';

/** The ids this device has opened; anything unreadable counts as none. */
export function localReadIds(): Set<number> {
  try {
    const raw: unknown = JSON.parse(readStorage('local', NOTICE_READ_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function markLocalRead(id: number): void {
  const ids = [...localReadIds()].filter((known) => known !== id);
  ids.push(id);
  writeStorage('local', NOTICE_READ_STORAGE_KEY, JSON.stringify(ids.slice(-NOTICE_READ_LOCAL_MAX)));
}

/** The server's list with this device's read marks added (and the unread count to match). */
export function withLocalRead(data: NoticeList, read: ReadonlySet<number>): NoticeList {
  const list = data.list.map((n) => (n.read || !read.has(n.id) ? n : { ...n, read: true }));
  return { list, unreadCount: list.filter((n) => !n.read).length };
}
