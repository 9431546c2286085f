import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLaunchGame } from '../../components/game-grid/launch.ts';
import { CloseIcon } from '../../components/modal/icons.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import type { HotMatch } from '../../shared/schemas/games.ts';
import { formatMatchTime } from './format.ts';
import styles from './hot-matches.module.css';
import { Team } from './team.tsx';

/** League, both teams, start time and Play (SPEC.md section 2: the launcher gets vendor, roomId, nodeId). */
export function HotMatchModal({ match, onClosed }: { match: HotMatch; onClosed: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const launch = useLaunchGame();
  return (
    <Modal labelledBy={titleId} onClosed={onClosed} className={styles.modal}>
      {(close) => (
        <>
          <div className={styles.modalHead}>
            <h2 id={titleId} className={styles.league}>
              {match.league}
            </h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.versus}>
            <Team name={match.homeTeam} icon={match.homeTeamImageUrl} size={56} />
            <span className={styles.vs}>
              <Trans>vs</Trans>
            </span>
            <Team name={match.awayTeam} icon={match.awayTeamImageUrl} size={56} />
          </div>
          <p className={styles.when}>
            <time dateTime={match.matchTime}>{formatMatchTime(match.matchTime, i18n.locale)}</time>
          </p>
          <div className={styles.modalActions}>
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                close();
                // The room travels as gameId (SPEC.md section 2): the server launches the node's game
                // and hands the vendor this room.
                launch({ vendor: match.vendor, gameId: match.roomId, nodeId: match.nodeId });
              }}
            >
              <Trans>Play</Trans>
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
