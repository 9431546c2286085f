import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { vendorConfigQueryOptions } from '../../features/game-list/api.ts';
import { lotteryListQueryOptions } from '../../features/lottery/api.ts';
import { LotteryPage } from '../../features/lottery/lottery-list.tsx';
import { searchPick } from '../../lib/search.ts';
import { PRIZE_MODES } from '../../shared/constants/lobby.ts';
import { defaultPrizeMode } from '../../shared/lottery-rules.ts';

/**
 * ?prizeMode= picks the tab; without it, the vendor mapping decides (defaultPrizeMode). The values are
 * PrizeModeSchema's, from the constants: the lottery schemas stay out of the entry chunk.
 */
const SearchSchema = v.object({
  prizeMode: searchPick([PRIZE_MODES.LOTT, PRIZE_MODES.ZY, PRIZE_MODES.ELOTT]),
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
