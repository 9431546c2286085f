import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TeamOverviewPage } from '../../../../features/agent-home/team-overview-page.tsx';
import { searchId } from '../../../../lib/search.ts';
import { guardAgent } from '../../../../lib/session-guard.ts';

/** `memberId`: a sub-agent in the team whose own team is shown. */
const SearchSchema = v.object({ memberId: searchId() });

export const Route = createFileRoute('/m/agent/team/overview')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Team overview` } },
  beforeLoad: guardAgent,
  validateSearch: SearchSchema,
  component: function TeamOverview() {
    const { memberId } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TeamOverviewPage
        memberId={memberId}
        onMember={(next) => void navigate({ search: { memberId: next }, replace: true })}
      />
    );
  },
});
