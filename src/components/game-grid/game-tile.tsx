import { CdnImage } from '../cdn-image.tsx';
import styles from './game-grid.module.css';

export interface TileGame {
  nodeId: number;
  gameName: string;
  iconUrl: string;
  mobileSmallIcon?: string | null;
}

interface Props {
  game: TileGame;
  onPlay: () => void;
}

/** One game: icon (lazy, CDN fallback, initial when every CDN fails) and name; the whole tile plays. */
export function GameTile({ game, onPlay }: Props) {
  const icon = game.mobileSmallIcon || game.iconUrl;
  const initial = (
    <span className={styles.initial} aria-hidden="true">
      {game.gameName.slice(0, 1)}
    </span>
  );
  return (
    <button type="button" className={styles.tile} onClick={onPlay}>
      <span className={styles.icon}>
        {icon ? (
          <CdnImage
            path={icon}
            alt=""
            loading="lazy"
            decoding="async"
            width={96}
            height={96}
            fallback={initial}
          />
        ) : (
          initial
        )}
      </span>
      <span className={styles.name}>{game.gameName}</span>
    </button>
  );
}
