import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InboxGate } from '../../features/inbox/inbox-gate.tsx';
import { InboxPage } from '../../features/inbox/inbox-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/webEmail')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Message centre` } },
  beforeLoad: guardRealMember,
  component: function WebEmail() {
    return (
      <InboxGate>
        <InboxPage />
      </InboxGate>
    );
  },
});
