/** The entry open at first: `?i=` (default 0) when it exists, else none (SPEC.md section 2, help centre). */
export function initialOpenEntry(i: number, count: number): number | null {
  return Number.isInteger(i) && i >= 0 && i < count ? i : null;
}
