import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { searchIndex } from '../../lib/search.ts';

/** ?i= selects the entry open at first (SPEC.md section 2, help centre). */
const SearchSchema = v.object({ i: searchIndex(0) });

export const Route = createFileRoute('/m/helpDetail')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Help details` } },
  validateSearch: SearchSchema,
  component: ComingSoon,
});
