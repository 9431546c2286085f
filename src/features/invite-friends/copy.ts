// Copying the link or code (Clipboard API), said in a toast.
import { msg } from '@lingui/core/macro';
import { showToast } from '../../components/toast/toast-store.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';

/** Copies `text`; `quiet`: the caller says what happened (sharing's fallback). */
export async function copyText(text: string, quiet = false): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    if (!quiet) showToast(msg`Copied`, TOAST_MS.notice);
    return true;
  } catch {
    showToast(msg`Could not copy. Please select and copy it yourself.`);
    return false;
  }
}
