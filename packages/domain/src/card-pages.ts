// The card lists of Hallintapaneeli (persons and companies) page the same way (spec 02 §2, §9).

/** Cards per page of Hallintapaneeli's lists (spec 02 §9). */
export const cardsPerPage = 5;

/** One page of cards. */
export interface CardPage<T> {
  items: T[];
  /** The page shown (1-based): the asked one, kept within 1…pages. */
  page: number;
  /** How many pages there are; at least one, even for no cards. */
  pages: number;
}

/** The cards of page `page` (1-based; a page outside the range shows the nearest one). */
export function cardPage<T>(items: readonly T[], page: number): CardPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / cardsPerPage));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * cardsPerPage;
  return { items: items.slice(start, start + cardsPerPage), page: current, pages };
}
