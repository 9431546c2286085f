import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NoticesPage } from '../../../features/notices/notices-page.tsx';
import { useBackOr } from '../../../lib/back-or.ts';
import { searchId, searchTypes } from '../../../lib/search.ts';
import { guardAgent } from '../../../lib/session-guard.ts';

/** ?types=A and the like: announcement/record content types; `id`: the announcement open. */
const SearchSchema = v.object({ types: searchTypes(), id: searchId() });

export const Route = createFileRoute('/m/member/notice')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Agent announcements` } },
  beforeLoad: guardAgent,
  validateSearch: SearchSchema,
  component: function AgentNotice() {
    const { id, types } = Route.useSearch();
    const navigate = Route.useNavigate();
    const close = useBackOr(() => void navigate({ search: { types }, replace: true }));
    return (
      <NoticesPage
        kind="agent"
        openId={id}
        onOpen={(next) => void navigate({ search: { types, id: next } })}
        onClose={close}
      />
    );
  },
});
