import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DepositPage } from '../../features/deposit/deposit-page.tsx';
import { searchId } from '../../lib/search.ts';
import { guardRealMember } from '../../lib/session-guard.ts';

/** `order`: a deposit's status view (where a gateway returns); `channel`: the chosen method. */
const SearchSchema = v.object({ order: searchId(), channel: searchId() });

export const Route = createFileRoute('/m/voucherCenter')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Deposit` } },
  validateSearch: SearchSchema,
  beforeLoad: guardRealMember,
  component: function VoucherCenter() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DepositPage search={search} go={(next) => void navigate({ search: next })} />;
  },
});
