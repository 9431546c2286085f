import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GameListScreen } from '../../features/game-list/game-list-screen.tsx';
import { gameListSearchEntries } from '../../features/game-list/search.ts';

const SearchSchema = v.object(gameListSearchEntries);

/** The slots centre is the game list of RNG (SPEC.md section 2). */
function SlotsCenterPage() {
  const { tab, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GameListScreen
      gameType="RNG"
      tab={tab}
      filters={filters}
      onChange={(next) => void navigate({ search: { tab: next.tab, ...next.filters }, replace: true })}
    />
  );
}

export const Route = createFileRoute('/m/slotsCenter')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Slots` } },
  validateSearch: SearchSchema,
  component: SlotsCenterPage,
});
