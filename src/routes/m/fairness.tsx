import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { FairnessPage } from '../../features/fairness/fairness-page.tsx';
import { searchIndex, searchPick, searchText } from '../../lib/search.ts';
import { COLOR_GAME_COLOURS } from '../../shared/studio/color-game.ts';
import { PLINKO_RISKS } from '../../shared/studio/plinko.ts';
import { STUDIO_GAMES } from '../../shared/studio/rounds.ts';

/** A round to re-play, as the round history links it (all optional: the page is a form). */
const SearchSchema = v.object({
  game: searchPick(STUDIO_GAMES),
  serverSeed: searchText(128),
  clientSeed: searchText(64),
  nonce: searchIndex(0, Number.MAX_SAFE_INTEGER),
  target: searchIndex(4950, 9999),
  direction: searchPick(['over', 'under']),
  risk: searchPick(PLINKO_RISKS),
  picks: searchText(40),
  colour: searchPick(COLOR_GAME_COLOURS),
});

// Public and offline: re-playing a round needs no account and no server.
export const Route = createFileRoute('/m/fairness')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Check a round` } },
  validateSearch: SearchSchema,
  component: function Fairness() {
    return <FairnessPage search={Route.useSearch()} />;
  },
});
