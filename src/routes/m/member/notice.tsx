import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { searchTypes } from '../../../lib/search.ts';
import { guardAgent } from '../../../lib/session-guard.ts';

/** ?types=A and the like: announcement/record content types. */
const SearchSchema = v.object({ types: searchTypes() });

export const Route = createFileRoute('/m/member/notice')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Agent announcements` } },
  beforeLoad: guardAgent,
  validateSearch: SearchSchema,
  component: ComingSoon,
});
