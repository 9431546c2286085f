// Sharing the invite link: the system share sheet (Web Share API) where the browser has one, else the link
// is copied. Apart from the page so the decision is tested without a browser.

export interface ShareTools {
  /** navigator.share, when the browser has it. */
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  copy: (text: string) => Promise<boolean>;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Opens the share sheet, or copies `data.url` when there is none (or it refuses this data). */
export async function shareOrCopy(
  data: ShareData & { url: string },
  tools: ShareTools,
): Promise<ShareOutcome> {
  if (tools.share && (tools.canShare?.(data) ?? true)) {
    try {
      await tools.share(data);
      return 'shared';
    } catch (err) {
      // The member closed the sheet: nothing to do. Any other refusal falls back to copying.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  return (await tools.copy(data.url)) ? 'copied' : 'failed';
}
