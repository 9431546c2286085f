import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../features/feedback/feedback-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/feedback')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Feedback` } },
  beforeLoad: guardRealMember,
  component: FeedbackPage,
});
