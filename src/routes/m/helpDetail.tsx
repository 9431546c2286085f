import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { helpListQueryOptions } from '../../features/help/api.ts';
import { HelpDetail } from '../../features/help/help-detail.tsx';
import { searchIndex } from '../../lib/search.ts';
import { uiStore } from '../../stores/ui.ts';

/** ?i= is the entry shown (SPEC.md section 2, help centre). */
const SearchSchema = v.object({ i: searchIndex(0) });

export const Route = createFileRoute('/m/helpDetail')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Help details` } },
  validateSearch: SearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(helpListQueryOptions(uiStore.language));
  },
  component: function HelpDetailPage() {
    const { i } = Route.useSearch();
    return <HelpDetail index={i} />;
  },
});
