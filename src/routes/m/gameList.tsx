import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { searchPick } from '../../lib/search.ts';
import { GAME_CATEGORIES } from '../../shared/constants.ts';

const SearchSchema = v.object({ gameType: searchPick(GAME_CATEGORIES) });

export const Route = createFileRoute('/m/gameList')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Games` } },
  validateSearch: SearchSchema,
  component: ComingSoon,
});
