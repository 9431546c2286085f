import { describe, expect, it } from 'vitest';
import { useLotteryMessage } from '../../../../src/features/lottery/lottery-bits.tsx';
import { LOTTERY_CODES } from '../../../../src/shared/errors/game.ts';
import { renderWithRouter } from '../../components/harness.tsx';

function Messages() {
  const message = useLotteryMessage();
  return (
    <ul>
      {[...Object.values(LOTTERY_CODES), 'no.such.code'].map((code) => (
        <li key={code} data-code={code}>
          {message(code)}
        </li>
      ))}
    </ul>
  );
}

describe('lottery message table', () => {
  it('has its own text for every lottery code, the liability cap included', async () => {
    const { container, unmount } = await renderWithRouter(() => <Messages />);
    const text = (code: string) => container.querySelector(`[data-code="${code}"]`)?.textContent ?? '';
    const generic = text('no.such.code');
    expect(generic).toMatch(/went wrong/);
    for (const code of Object.values(LOTTERY_CODES)) expect(text(code), code).not.toBe(generic);
    expect(text(LOTTERY_CODES.liabilityExceeded)).toBe(
      'This selection has reached its limit for this draw. Lower the stake or pick other numbers.',
    );
    unmount();
  });
});
