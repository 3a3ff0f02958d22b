import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { Pager } from './list-controls';
import type { ListState } from './list-params';
import { BackOfficeLoadError } from './load-error';

export interface Column<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** The row's header cell (what names the row), at most one per table. */
  rowHeader?: boolean;
}

/**
 * A wide table's frame: it scrolls sideways when the table is wider than the page, and takes the
 * focus so that a keyboard can scroll it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it too
    <div className="backoffice-table__scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

interface Page<Item> {
  items: Item[];
  hasMore: boolean;
}

/**
 * A page of a server-paged list: spinner, load failure with retry, 'no rows', or the table with
 * the pager. At 768 px or less each row becomes a card (see backoffice.css).
 */
export function PagedTable<Item, Key extends string>({
  caption,
  columns,
  query,
  rowKey,
  list,
}: {
  caption: string;
  columns: readonly Column<Item>[];
  query: UseQueryResult<Page<Item>, Error>;
  rowKey: (item: Item) => string | number;
  list: ListState<Key>;
}) {
  const texts = useTexts().backOffice.list;
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return <BackOfficeLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { items, hasMore } = query.data;
  return (
    <div className="backoffice-list" aria-busy={query.isPlaceholderData}>
      {items.length === 0 ? (
        <p className="backoffice-list__empty">{texts.empty}</p>
      ) : (
        <TableScroll label={caption}>
          <table className="backoffice-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" data-label={column.header}>
                        {column.cell(item)}
                      </th>
                    ) : (
                      <td key={column.header} data-label={column.header}>
                        {column.cell(item)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {(items.length > 0 || list.page > 1) && <Pager list={list} hasMore={hasMore} />}
    </div>
  );
}
