import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LedgerPage } from '../../../features/records/ledger-page.tsx';
import { RecordsGate } from '../../../features/records/records-gate.tsx';
import { searchTypes } from '../../../lib/search.ts';
import { guardRealMember } from '../../../lib/session-guard.ts';

/** ?types=A and the like: announcement/record content types (A: the agency centre's entry). */
const SearchSchema = v.object({ types: searchTypes() });

export const Route = createFileRoute('/m/transaction/record')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Transaction records` } },
  beforeLoad: guardRealMember,
  validateSearch: SearchSchema,
  component: function TransactionRecord() {
    const { types } = Route.useSearch();
    return (
      <RecordsGate gate="TRANSREC3">
        <LedgerPage agent={types?.split(',').includes('A') ?? false} />
      </RecordsGate>
    );
  },
});
