import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { uiStore } from '../../stores/ui.ts';
import { homeAnnouncementsQueryOptions } from './api.ts';
import { useNoticePopup } from './use-notice-popup.ts';

// The dialog and the modal are fetched only when a pop-up is due: they are not part of the home
// screen's first paint. Our server stores announcement HTML sanitised (`contentSanitized`), so DOMPurify
// is not needed; HTML that still needs it is fetched with the dialog, so the dialog opens with its
// content (no blank moment, no jump).
const NoticeDialog = lazyComponent(() => import('./notice-dialog.tsx').then((m) => m.NoticeDialog));
const NoticeDialogWithSanitizer = lazyComponent(() =>
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
  const Dialog = popup.items.every((item) => item.contentSanitized)
    ? NoticeDialog
    : NoticeDialogWithSanitizer;
  return (
    <Suspense fallback={null}>
      <Dialog key={popup.signature} items={popup.items} onClose={remember} onClosed={hide} />
    </Suspense>
  );
}
