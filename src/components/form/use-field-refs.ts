import { useCallback, useRef } from 'react';

/**
 * Refs to a form's inputs by name, to focus the first failing field on submit:
 * `<TextField ref={fields.ref('username')} />` then `fields.focusFirst(['username', 'password'], errors)`.
 */
export function useFieldRefs<K extends string>() {
  const els = useRef(new Map<K, HTMLElement>());
  const cache = useRef(new Map<K, (el: HTMLElement | null) => void>());
  const ref = useCallback((name: K) => {
    let fn = cache.current.get(name);
    if (!fn) {
      fn = (el: HTMLElement | null) => {
        if (el) els.current.set(name, el);
        else els.current.delete(name);
      };
      cache.current.set(name, fn);
    }
    return fn;
  }, []);
  const focus = useCallback((name: K) => els.current.get(name)?.focus(), []);
  /** Focuses the first of `order` that has an error; returns its name. */
  const focusFirst = useCallback(
    (order: readonly K[], errors: Partial<Record<K, unknown>>): K | undefined => {
      const first = order.find((name) => errors[name]);
      if (first) els.current.get(first)?.focus();
      return first;
    },
    [],
  );
  return { ref, focus, focusFirst };
}
