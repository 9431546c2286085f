import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PromotionsPage } from '../../features/promotions/promotions-page.tsx';
import { searchPick } from '../../lib/search.ts';
import { PROMOTION_CATEGORIES } from '../../shared/constants/promotion-categories.ts';

/** ?category= is the tab shown (all by default). */
const SearchSchema = v.object({ category: searchPick(PROMOTION_CATEGORIES) });

export const Route = createFileRoute('/m/activity')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Promotions` } },
  validateSearch: SearchSchema,
  component: function Activity() {
    const { category } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PromotionsPage
        category={category ?? 'all'}
        onCategory={(c) =>
          void navigate({ search: { category: c === 'all' ? undefined : c }, replace: true })
        }
      />
    );
  },
});
