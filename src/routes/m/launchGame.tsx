import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { searchId, searchPick, searchText } from '../../lib/search.ts';
import { PRIZE_MODES } from '../../shared/constants.ts';

const PRIZE_MODE_VALUES = [PRIZE_MODES.LOTT, PRIZE_MODES.ZY, PRIZE_MODES.ELOTT] as const;

/**
 * SPEC.md section 2: playType, prize_mode, code, pageBack; plus the game itself (section 2, hot match:
 * "vendor, gameId (roomId) and nodeId"), with the vendor as `code`.
 */
const SearchSchema = v.object({
  playType: searchText(20),
  prize_mode: searchPick(PRIZE_MODE_VALUES),
  code: searchText(40),
  pageBack: searchText(40),
  gameId: searchText(80),
  nodeId: searchId(),
});

export const Route = createFileRoute('/m/launchGame')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Launch game` } },
  validateSearch: SearchSchema,
  component: ComingSoon,
});
