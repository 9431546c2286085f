import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { uiStore } from '../../stores/ui.ts';
import { homeAnnouncementsQueryOptions } from './api.ts';
import { useNoticePopup } from './use-notice-popup.ts';

// The dialog, the modal and the sanitiser are fetched only when a pop-up is due, together, so the
// dialog opens with its content (no blank moment, no jump). The HTML renderer comes with them: it is
// not part of the home screen's first paint.
const NoticeDialog = lazyComponent(() =>
  Promise.all([
    import('./notice-dialog.tsx'),
    import('../../components/html-content.tsx').then((m) => m.preloadHtmlContent()),
  ]).then(([m]) => m.NoticeDialog),
);

/** The home screen's announcement pop-up (SPEC.md section 2 and 4). */
export function NoticePopup() {
  const { language } = useSnapshot(uiStore);
  const { data } = useQuery(homeAnnouncementsQueryOptions(language));
  const { popup, remember, hide } = useNoticePopup(data);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog key={popup.signature} items={popup.items} onClose={remember} onClosed={hide} />
    </Suspense>
  );
}
