import { type PageToWorker, PRIVATE_CACHE_PREFIX, type WorkerToPage } from '../shared/sw-protocol.ts';

const ANSWER_TIMEOUT_MS = 2000;

/**
 * Sign-out: asks the worker to drop every private cache and waits for PRIVATE_CLEARED. Without a
 * controlling worker (or no answer in time) the page deletes them itself: the Cache API is shared.
 */
export async function clearPrivateCaches(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  const answered = worker ? await askWorker(worker) : false;
  if (!answered) await deleteFromPage();
}

function askWorker(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<WorkerToPage>) => {
      if (event.data?.type !== 'PRIVATE_CLEARED') return;
      clearTimeout(timer);
      resolve(true);
    };
    const message: PageToWorker = { type: 'CLEAR_PRIVATE' };
    worker.postMessage(message, [channel.port2]);
  });
}

async function deleteFromPage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PRIVATE_CACHE_PREFIX)).map((n) => caches.delete(n)));
}
