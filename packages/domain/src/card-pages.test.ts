import { describe, expect, it } from 'vitest';
import { cardPage } from './card-pages';

describe('cardPage', () => {
  const cards = Array.from({ length: 12 }, (_, index) => index + 1);

  it('gives five cards a page and the number of pages', () => {
    expect(cardPage(cards, 1)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pages: 3 });
    expect(cardPage(cards, 3)).toEqual({ items: [11, 12], page: 3, pages: 3 });
  });

  it('keeps a page outside the range within it, and has one page for no cards', () => {
    expect(cardPage(cards, 9)).toMatchObject({ items: [11, 12], page: 3 });
    expect(cardPage(cards, 0)).toMatchObject({ items: [1, 2, 3, 4, 5], page: 1 });
    expect(cardPage([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
