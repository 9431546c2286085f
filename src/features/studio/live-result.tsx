import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMoney } from './currency.ts';
import { timesFixed } from './display.ts';
import common from './studio.module.css';

/** How a live game's round ended (crash, mines): cashed out with the win, or `lost` in the game's words. */
export function LiveResult({
  cashedX100,
  winCents,
  lost,
}: {
  cashedX100: number | null;
  winCents: number;
  lost: ReactNode;
}) {
  const money = useMoney();
  return cashedX100 !== null ? (
    <span className={common.won}>
      <Trans>
        Cashed out at {timesFixed(cashedX100)}: you won {money(winCents)}
      </Trans>
    </span>
  ) : (
    <span className={common.bad}>{lost}</span>
  );
}
