import { describe, expect, it } from 'vitest';
import {
  POPUP_STORAGE_KEY,
  popupItems,
  popupSignature,
  popupSlot,
  shouldShowPopup,
} from '../../../../src/features/announcements/slots.ts';
import type { Execution } from '../../../../src/shared/constants/announcements.ts';

const item = (execution: Execution, title = `t-${execution}`, content = `<p>${execution}</p>`) => ({
  execution,
  title,
  content,
});
const ALL = [item('A'), item('B'), item('F')];
const executions = (list: { execution: Execution }[]) => list.map((a) => a.execution);

// SPEC.md section 4: "Slot A: items with execution A, plus items with execution F only on first-time
// login. Slot B: items with execution B."
describe('pop-up slot filtering', () => {
  it.each([
    ['visitor', null, 'B', ['B']],
    ['member, not first login', { firstTimeLogin: false }, 'A', ['A']],
    ['member, first-time login', { firstTimeLogin: true }, 'A', ['A', 'F']],
  ] as const)('%s uses slot %s and sees %j', (_, session, slot, expected) => {
    expect(popupSlot(session)).toBe(slot);
    expect(executions(popupItems(ALL, session))).toEqual(expected);
  });

  it('keeps the platform order and every matching item', () => {
    const list = [item('B', 'one'), item('A', 'x'), item('B', 'two')];
    expect(popupItems(list, null).map((a) => a.title)).toEqual(['one', 'two']);
  });

  it('uses SHELL_PU_A for members and SHELL_PU_B for visitors', () => {
    expect(POPUP_STORAGE_KEY).toEqual({ A: 'SHELL_PU_A', B: 'SHELL_PU_B' });
  });
});

describe('pop-up signature (the set of title-and-content pairs)', () => {
  it('ignores order', () => {
    expect(popupSignature([item('A', 'a'), item('A', 'b')])).toBe(
      popupSignature([item('A', 'b'), item('A', 'a')]),
    );
  });
  it('changes when a title or a content changes', () => {
    const base = popupSignature([item('A', 'a', 'x')]);
    expect(popupSignature([item('A', 'a', 'y')])).not.toBe(base);
    expect(popupSignature([item('A', 'b', 'x')])).not.toBe(base);
  });
  it('does not confuse a title/content boundary', () => {
    expect(popupSignature([item('A', 'ab', 'c')])).not.toBe(popupSignature([item('A', 'a', 'bc')]));
  });
});

describe('should the pop-up show', () => {
  const sig = popupSignature([item('B')]);
  it.each([
    ['nothing to show', { count: 0, shownThisSession: false, dismissedSignature: null }, false],
    [
      'first time in this browser session',
      { count: 1, shownThisSession: false, dismissedSignature: null },
      true,
    ],
    [
      'new session, same set closed before',
      { count: 1, shownThisSession: false, dismissedSignature: sig },
      true,
    ],
    [
      'already shown and closed this session',
      { count: 1, shownThisSession: true, dismissedSignature: sig },
      false,
    ],
    [
      'shown this session, but the set changed',
      { count: 1, shownThisSession: true, dismissedSignature: 'old' },
      true,
    ],
  ])('%s → %s', (_, args, expected) => {
    expect(shouldShowPopup({ signature: sig, ...args })).toBe(expected);
  });
});
