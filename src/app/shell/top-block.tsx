import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/** The element of the home pages' extra top block, above the header (null elsewhere). */
export const TopBlockContext = createContext<HTMLElement | null>(null);

/** Lets a home page put content (e.g. the download bar) into the shell's top block slot. */
export function ShellTopBlock({ children }: { children: ReactNode }) {
  const slot = useContext(TopBlockContext);
  return slot ? createPortal(children, slot) : null;
}
