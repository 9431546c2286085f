import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TeamMembersPage } from '../../../features/agent-team/team-members-page.tsx';
import { searchId } from '../../../lib/search.ts';
import { guardAgent } from '../../../lib/session-guard.ts';

/** `parentId`: a sub-agent in the team whose own team is listed (back goes up a level). */
const SearchSchema = v.object({ parentId: searchId() });

export const Route = createFileRoute('/m/member/team')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Team management` } },
  beforeLoad: guardAgent,
  validateSearch: SearchSchema,
  component: function TeamManagement() {
    const { parentId } = Route.useSearch();
    return <TeamMembersPage parentId={parentId} />;
  },
});
