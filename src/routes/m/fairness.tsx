import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FairnessPage, type FairnessSearch } from '../../features/fairness/fairness-page.tsx';

// Public and offline: re-playing a round needs no account and no server. The search (a round's fields,
// as the round history links them) is checked by the page itself, in its own chunk: the first load's
// router carries nothing of it.
export const Route = createFileRoute('/m/fairness')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Check a round` } },
  validateSearch: (search: Record<string, unknown>) => search as FairnessSearch,
  component: function Fairness() {
    return <FairnessPage search={Route.useSearch()} />;
  },
});
