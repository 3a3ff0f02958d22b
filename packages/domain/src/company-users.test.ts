import { describe, expect, it } from 'vitest';
import { personsPage } from './company-users';

describe('personsPage', () => {
  const persons = Array.from({ length: 12 }, (_, index) => index + 1);

  it('gives five persons a page and the number of pages', () => {
    expect(personsPage(persons, 1)).toEqual({ items: [1, 2, 3, 4, 5], pages: 3 });
    expect(personsPage(persons, 3)).toEqual({ items: [11, 12], pages: 3 });
  });

  it('keeps a page outside the range within it, and has one page for nobody', () => {
    expect(personsPage(persons, 9).items).toEqual([11, 12]);
    expect(personsPage(persons, 0).items).toEqual([1, 2, 3, 4, 5]);
    expect(personsPage([], 1)).toEqual({ items: [], pages: 1 });
  });
});
