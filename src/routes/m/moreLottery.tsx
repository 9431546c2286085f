import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lotteryListQueryOptions } from '../../features/lottery/api.ts';
import { MoreLotteryPage } from '../../features/lottery/lottery-list.tsx';

export const Route = createFileRoute('/m/moreLottery')({
  // SPEC.md section 2: the footer is hidden on more lottery.
  staticData: { shell: { header: 'page', footer: false, title: msg`More lottery` } },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(lotteryListQueryOptions('ALL'));
  },
  component: MoreLotteryPage,
});
