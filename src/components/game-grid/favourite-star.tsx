import type { ReactNode } from 'react';
import styles from './favourite-star.module.css';

interface Props {
  /** Pressed = in the member's favourites. */
  active: boolean;
  onToggle: () => void;
  /** Accessible name, e.g. "Favourite: Fortune Tiger". */
  label: string;
  /** The tile it stars (a GameTile): a sibling, since a button cannot hold another. */
  children: ReactNode;
}

/**
 * A game tile with a favourite star over its icon (the game-list screen). Kept apart from GameTile so
 * the home screen's tiles, which have no star, do not carry it.
 */
export function WithFavouriteStar({ active, onToggle, label, children }: Props) {
  return (
    <div className={styles.withStar}>
      {children}
      <button
        type="button"
        className={styles.star}
        aria-pressed={active}
        aria-label={label}
        onClick={onToggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z"
            fill={active ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
