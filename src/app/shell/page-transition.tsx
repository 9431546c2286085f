import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './page-transition.module.css';
import { isSwipeBack, lastGesture, trackSwipes } from './swipe-back.ts';

/**
 * Each new page fades in over PAGE_TRANSITION_MS (300 ms), except after a swipe back and on the first
 * paint (no delay before the first content). prefers-reduced-motion turns the fade off in CSS.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const lastAction = useRef('PUSH');
  const [shown, setShown] = useState({ pathname, fade: false });

  useEffect(() => trackSwipes(), []);
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        lastAction.current = action.type;
      }),
    [router],
  );

  if (shown.pathname !== pathname) {
    // Adjusting state while rendering (React's documented pattern): decided once per new page.
    setShown({ pathname, fade: !isSwipeBack(lastGesture(), lastAction.current, Date.now()) });
  }

  return (
    <div key={pathname} className={shown.fade ? `${styles.page} ${styles.fade}` : styles.page}>
      {children}
    </div>
  );
}
