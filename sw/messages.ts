/// <reference lib="webworker" />
// The page's requests (src/shared/sw-protocol.ts): update now, image CDN list, sign-out wipe.
import { type PageToWorker, PRIVATE_CACHE_PREFIX, type WorkerToPage } from '../src/shared/sw-protocol.ts';
import { setImageCdns } from './image-cdns.ts';
import { cleanCdnList } from './image-keys.ts';

declare const self: ServiceWorkerGlobalScope;

function reply(event: ExtendableMessageEvent, message: WorkerToPage): void {
  const port = event.ports[0];
  if (port) port.postMessage(message);
  else if (event.source && 'postMessage' in event.source) event.source.postMessage(message);
}

async function clearPrivateCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PRIVATE_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

export function handleMessages(): void {
  self.addEventListener('message', (event) => {
    const message = event.data as PageToWorker | null;
    switch (message?.type) {
      case 'SKIP_WAITING':
        // Only ever sent after the player pressed "Update" (src/pwa/update-prompt.tsx).
        void self.skipWaiting();
        break;
      case 'SET_IMAGE_CDNS':
        event.waitUntil(
          setImageCdns(cleanCdnList(message.cdns)).then((cdns) =>
            reply(event, { type: 'IMAGE_CDNS_SET', cdns }),
          ),
        );
        break;
      case 'CLEAR_PRIVATE':
        event.waitUntil(clearPrivateCaches().then(() => reply(event, { type: 'PRIVATE_CLEARED' })));
        break;
    }
  });
}
