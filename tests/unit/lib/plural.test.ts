import { describe, expect, it } from 'vitest';
import { pluralCategory } from '../../../src/lib/plural.ts';

describe('pluralCategory', () => {
  it("picks each offered language's own plural form (CLDR)", () => {
    expect([0, 1, 2, 12].map((n) => pluralCategory(n, 'en'))).toEqual(['other', 'one', 'other', 'other']);
    // Filipino counts 1, 2, 3 and 5 as "one", but not 4, 6 or 9.
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => pluralCategory(n, 'fil'))).toEqual([
      'one',
      'one',
      'one',
      'other',
      'one',
      'other',
      'other',
    ]);
  });
});
