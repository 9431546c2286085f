import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LimitsView } from '../../features/play-limits/limits-view.tsx';
import { RealityCheckSettingsView } from '../../features/play-limits/reality-check-settings-view.tsx';
import { ExclusionView } from '../../features/responsible-gaming/exclusion-view.tsx';
import {
  ResponsibleGamingPage,
  type ResponsibleGamingTool,
} from '../../features/responsible-gaming/responsible-gaming-page.tsx';
import { useBackOr } from '../../lib/back-or.ts';
import { searchPick } from '../../lib/search.ts';
import { guardRealMember } from '../../lib/session-guard.ts';

/** Our own path (not in SPEC.md): the player-protection tools and help contacts (issue 13). */
const TOOLS = ['limits', 'reality', 'timeout'] as const satisfies readonly ResponsibleGamingTool[];
const SearchSchema = v.object({ view: searchPick(TOOLS) });

export const Route = createFileRoute('/m/responsibleGaming')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Responsible gaming` } },
  validateSearch: SearchSchema,
  // The page and its help contacts are public; each tool needs a real member's session.
  beforeLoad: (ctx) => {
    if (ctx.search.view) guardRealMember(ctx);
  },
  component: function ResponsibleGaming() {
    const { view } = Route.useSearch();
    const navigate = Route.useNavigate();
    // A tool is done: back to the page (or wherever it was opened from).
    const done = useBackOr(() => void navigate({ search: {}, replace: true }));
    if (view === 'limits') return <LimitsView onDone={done} />;
    if (view === 'reality') return <RealityCheckSettingsView onDone={done} />;
    if (view === 'timeout') return <ExclusionView />;
    return (
      <ResponsibleGamingPage tools={TOOLS} onOpen={(tool) => void navigate({ search: { view: tool } })} />
    );
  },
});
