import type { MessageDescriptor } from '@lingui/core';
import { proxy } from 'valtio';
import { TOAST_MS } from '../../shared/constants/ui.ts';

export interface Toast {
  id: number;
  /** A lazy descriptor is translated when shown, so a language switch re-translates it. */
  message: MessageDescriptor | string;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
/** At most this many at once: older ones give way so the screen never fills with toasts. */
const MAX_TOASTS = 3;

/** Shows a toast for `durationMs` (spec durations in TOAST_MS); returns a function that hides it. */
export function showToast(message: Toast['message'], durationMs: number = TOAST_MS.default): () => void {
  const id = nextId++;
  toastStore.toasts.push({ id, message });
  if (toastStore.toasts.length > MAX_TOASTS)
    toastStore.toasts.splice(0, toastStore.toasts.length - MAX_TOASTS);
  const timer = setTimeout(() => dismissToast(id), durationMs);
  return () => {
    clearTimeout(timer);
    dismissToast(id);
  };
}

export function dismissToast(id: number): void {
  const i = toastStore.toasts.findIndex((t) => t.id === id);
  if (i >= 0) toastStore.toasts.splice(i, 1);
}
