import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { vendorConfigQueryOptions } from '../../features/game-list/api.ts';
import { lotteryListQueryOptions } from '../../features/lottery/api.ts';
import { LotteryPage } from '../../features/lottery/lottery-list.tsx';
import { PRIZE_MODES } from '../../shared/constants.ts';
import { defaultPrizeMode } from '../../shared/lottery-rules.ts';
import { PrizeModeSchema } from '../../shared/schemas/lottery.ts';

/** ?prizeMode= picks the tab; without it, the vendor mapping decides (defaultPrizeMode). */
const SearchSchema = v.object({
  prizeMode: v.fallback(v.optional(PrizeModeSchema), undefined),
});

export const Route = createFileRoute('/m/lottery')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Lottery` } },
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ prizeMode: search.prizeMode }),
  loader: async ({ context: { queryClient }, deps }) => {
    const mode =
      deps.prizeMode ??
      defaultPrizeMode((await queryClient.ensureQueryData(vendorConfigQueryOptions())).mapping);
    void queryClient.prefetchQuery(lotteryListQueryOptions(mode));
  },
  component: function Lottery() {
    const { prizeMode } = Route.useSearch();
    const mapping = useQuery(vendorConfigQueryOptions()).data?.mapping;
    return <LotteryPage prizeMode={prizeMode ?? (mapping ? defaultPrizeMode(mapping) : PRIZE_MODES.LOTT)} />;
  },
});
