import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { lotteryQueryOptions, resultsQueryOptions } from '../../features/lottery/api.ts';
import { StartLotteryPage } from '../../features/lottery/start-lottery-page.tsx';

/** ?code= names the lottery (SPEC.md section 2); the fastest one when missing or malformed. */
const DEFAULT_CODE = 'SWERTE-PK10';
const SearchSchema = v.object({
  code: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9-]{2,32}$/)), DEFAULT_CODE), DEFAULT_CODE),
});

export const Route = createFileRoute('/m/startLottery')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Play lottery` } },
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(lotteryQueryOptions(deps.code));
    void queryClient.prefetchQuery(resultsQueryOptions(deps.code));
  },
  component: function StartLottery() {
    const { code } = Route.useSearch();
    return <StartLotteryPage code={code} />;
  },
});
