import { CdnImage } from '../../components/cdn-image.tsx';
import styles from './hot-matches.module.css';

/** A team's icon and name; the icon is decorative (the name is right beside it). */
export function Team({
  name,
  icon,
  size,
  reverse,
}: {
  name: string;
  icon: string;
  size: number;
  reverse?: boolean;
}) {
  const badge = (
    <span className={styles.badge} style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
  return (
    <span className={reverse ? `${styles.team} ${styles.reverse}` : styles.team}>
      {icon ? (
        <CdnImage
          path={icon}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          className={styles.teamIcon}
          fallback={badge}
        />
      ) : (
        badge
      )}
      <span className={styles.teamName}>{name}</span>
    </span>
  );
}
