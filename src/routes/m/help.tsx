import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { helpListQueryOptions } from '../../features/help/api.ts';
import { HelpPage } from '../../features/help/help-page.tsx';
import { searchIndex } from '../../lib/search.ts';
import { uiStore } from '../../stores/ui.ts';

/** ?i= selects the entry open at first (SPEC.md section 2, help centre). */
const SearchSchema = v.object({ i: searchIndex(0) });

export const Route = createFileRoute('/m/help')({
  staticData: { shell: { header: 'none', footer: true, title: msg`Help centre`, backTo: '/m/home' } },
  validateSearch: SearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(helpListQueryOptions(uiStore.language));
  },
  component: function Help() {
    const { i } = Route.useSearch();
    return <HelpPage initialIndex={i} />;
  },
});
