import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { myFeedbackQueryOptions } from '../../features/feedback/api.ts';
import { FeedbackPage } from '../../features/feedback/feedback-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';
import { sessionStore } from '../../stores/session.ts';

export const Route = createFileRoute('/m/feedback')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Feedback` } },
  beforeLoad: guardRealMember,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchInfiniteQuery(myFeedbackQueryOptions(user));
  },
  component: FeedbackPage,
});
