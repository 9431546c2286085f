import { proxy } from 'valtio';

// The waiting-update state shared by register.ts (lazy chunk, writes) and the prompt (reads).

export const updateStore = proxy({ offered: false, updating: false });

let accept: () => void = () => {};

/** A new version is installed and waiting: show the prompt; `onAccept` activates it and reloads. */
export function offerUpdate(onAccept: () => void): void {
  accept = onAccept;
  updateStore.offered = true;
  updateStore.updating = false;
}

export function acceptUpdate(): void {
  updateStore.updating = true;
  accept();
}

/** "Later": the waiting version stays waiting and activates once every tab of the app is closed. */
export function dismissUpdate(): void {
  updateStore.offered = false;
}
