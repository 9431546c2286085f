import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef } from 'react';
import { showToast } from './toast-store.ts';

/** A loading toast that can be hidden from anywhere and is hidden when the page unmounts. */
export function useLoadingToast() {
  const hide = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    hide.current?.();
    hide.current = null;
  }, []);
  const start = useCallback(
    (message: MessageDescriptor, ms: number) => {
      stop();
      hide.current = showToast(message, ms);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { start, stop };
}
