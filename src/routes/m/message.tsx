import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { InboxGate } from '../../features/inbox/inbox-gate.tsx';
import { InboxPage } from '../../features/inbox/inbox-page.tsx';
import { MessageDetail } from '../../features/inbox/message-detail.tsx';
import { searchId } from '../../lib/search.ts';
import { guardRealMember } from '../../lib/session-guard.ts';

/** ?id= is the message opened; without it, the member's messages (as /m/webEmail). */
const SearchSchema = v.object({ id: searchId() });

export const Route = createFileRoute('/m/message')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Messages`, backTo: '/m/webEmail' } },
  validateSearch: SearchSchema,
  beforeLoad: guardRealMember,
  component: function Message() {
    const { id } = Route.useSearch();
    return <InboxGate>{id === undefined ? <InboxPage /> : <MessageDetail key={id} id={id} />}</InboxGate>;
  },
});
