// Chromium's install prompt: the `beforeinstallprompt` event is captured as early as the
// page starts, kept until the player asks to install from the download bar or popup, and the outcome
// is recorded (local storage, for the funnel).
import { proxy } from 'valtio';
import { writeStorage } from '../lib/storage.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Key of the last install outcome: 'accepted', 'dismissed' or 'installed' (appinstalled). */
export const INSTALL_OUTCOME_KEY = 'installOutcome';

export const installStore = proxy<{ available: boolean; installed: boolean }>({
  available: false,
  installed: false,
});
let deferred: InstallPromptEvent | null = null;

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    installStore.available = true;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installStore.available = false;
    installStore.installed = true;
    writeStorage('local', INSTALL_OUTCOME_KEY, 'installed');
  });
}

/** Shows the browser's install prompt; resolves with the player's choice (null when none is available). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  deferred = null;
  installStore.available = false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  writeStorage('local', INSTALL_OUTCOME_KEY, outcome);
  // Accepted: the browser installs now; nothing is left to offer on this page.
  if (outcome === 'accepted') installStore.installed = true;
  return outcome;
}
