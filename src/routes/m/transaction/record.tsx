import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { searchTypes } from '../../../lib/search.ts';
import { guardRealMember } from '../../../lib/session-guard.ts';

/** ?types=A and the like: announcement/record content types. */
const SearchSchema = v.object({ types: searchTypes() });

export const Route = createFileRoute('/m/transaction/record')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Transaction records` } },
  beforeLoad: guardRealMember,
  validateSearch: SearchSchema,
  component: ComingSoon,
});
