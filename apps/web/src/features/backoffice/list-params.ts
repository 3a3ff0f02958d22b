import { backOfficePageSizes, defaultBackOfficePageSize } from '@energiaportaali/domain';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../api/backoffice-query';

export type Order = 'desc' | 'asc';

/**
 * What a list's filter bar changes: its own filters, from, to, order, pageSize. Any change but
 * the page returns to page 1.
 */
export type ListPatch = Readonly<Record<string, string>>;

const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const pageSizeOf = (text: string | null) => {
  const size = Number(text);
  return (backOfficePageSizes as readonly number[]).includes(size)
    ? size
    : defaultBackOfficePageSize;
};

/**
 * A list's paging, order, date range and own filters, kept in the URL (back and forward walk
 * through them, a copied link shows the same rows). A filter missing from the URL has its
 * default; an empty one means "all".
 */
export function useListParams<Key extends string>(defaults: Readonly<Record<Key, string>>) {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const pageSize = pageSizeOf(search.get('pageSize'));
  const order: Order = search.get('order') === 'asc' ? 'asc' : 'desc';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const filters = Object.fromEntries(
    Object.entries<string>(defaults).map(([key, fallback]) => [key, search.get(key) ?? fallback]),
  ) as Record<Key, string>;
  // A reversed range would only be refused by the server: the filter shows why instead.
  const rangeValid = from === '' || to === '' || from <= to;
  /** The filters without paging (the CSV export takes these). */
  const filterParams: ListParams = {
    order,
    ...(rangeValid ? { from, to } : {}),
    ...filters,
  };
  const params: ListParams = { page, pageSize, ...filterParams };

  function update(patch: ListPatch) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        next.set(key, value);
      }
      next.delete('page');
      return next;
    });
  }

  function goTo(nextPage: number) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(nextPage));
      return next;
    });
  }

  return {
    page,
    pageSize,
    order,
    from,
    to,
    rangeValid,
    filters,
    params,
    filterParams,
    update,
    goTo,
  };
}

export type ListState<Key extends string> = ReturnType<typeof useListParams<Key>>;
