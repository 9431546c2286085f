import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { lotteryListQueryOptions } from '../../features/lottery/api.ts';
import { LotteryPage } from '../../features/lottery/lottery-list.tsx';
import { PRIZE_MODES } from '../../shared/constants.ts';
import { PrizeModeSchema } from '../../shared/schemas/lottery.ts';

/** ?prizeMode= picks the tab (Lott by default). */
const SearchSchema = v.object({
  prizeMode: v.fallback(v.optional(PrizeModeSchema, PRIZE_MODES.LOTT), PRIZE_MODES.LOTT),
});

export const Route = createFileRoute('/m/lottery')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Lottery` } },
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ prizeMode: search.prizeMode }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(lotteryListQueryOptions(deps.prizeMode));
  },
  component: function Lottery() {
    const { prizeMode } = Route.useSearch();
    return <LotteryPage prizeMode={prizeMode} />;
  },
});
