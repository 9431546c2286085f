import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from '../../../../src/features/invite-friends/share.ts';

const data = { title: 'Join', text: 'Sign up', url: 'https://swerte.example/m/register?ref=AB23CD45' };

describe('shareOrCopy', () => {
  it('opens the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => {});
    const copy = vi.fn(async () => true);
    expect(await shareOrCopy(data, { share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('does nothing more when the member closes the sheet', async () => {
    const copy = vi.fn(async () => true);
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareOrCopy(data, { share, copy })).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, when it refuses the data, or when sharing fails', async () => {
    const copy = vi.fn(async () => true);
    expect(await shareOrCopy(data, { copy })).toBe('copied');
    expect(await shareOrCopy(data, { share: vi.fn(), canShare: () => false, copy })).toBe('copied');
    const failing = vi.fn(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    expect(await shareOrCopy(data, { share: failing, copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
    expect(await shareOrCopy(data, { copy: async () => false })).toBe('failed');
  });
});
