import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GameListScreen } from '../../features/game-list/game-list-screen.tsx';
import { gameListSearchEntries } from '../../features/game-list/search.ts';
import { GAME_CATEGORIES } from '../../shared/constants/lobby.ts';

const SearchSchema = v.object({
  gameType: v.fallback(v.optional(v.picklist(GAME_CATEGORIES), 'RNG'), 'RNG'),
  ...gameListSearchEntries,
});

function GameListPage() {
  const { gameType, tab, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GameListScreen
      gameType={gameType}
      tab={tab}
      filters={filters}
      onChange={(next) =>
        void navigate({ search: { gameType, tab: next.tab, ...next.filters }, replace: true })
      }
    />
  );
}

export const Route = createFileRoute('/m/gameList')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Games` } },
  validateSearch: SearchSchema,
  component: GameListPage,
});
