import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NotFound } from '../../components/not-found.tsx';
import { PromotionDetailPage } from '../../features/promotions/promotion-detail-page.tsx';
import { searchId } from '../../lib/search.ts';

/** ?id= is the promotion shown. */
const SearchSchema = v.object({ id: searchId() });

export const Route = createFileRoute('/m/activityInfo')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Promotion details` } },
  validateSearch: SearchSchema,
  component: function ActivityInfo() {
    const { id } = Route.useSearch();
    return id === undefined ? <NotFound /> : <PromotionDetailPage id={id} />;
  },
});
