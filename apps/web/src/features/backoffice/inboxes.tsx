import { formatDateTime, type InboxItem, type InboxKind } from '@energiaportaali/domain';
import { useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { inboxExportHref, useInboxQuery, useMarkHandled } from '../../api/backoffice-inbox';
import { FormAlert } from '../../components/form-alert';
import { useTexts } from '../../texts';
import { Banner } from './confirmed-action';
import { InboxContent } from './inbox-content';
import { DateRangeFilter, FilterBar, OrderToggle, StatusFilter } from './list-controls';
import { useListParams } from './list-params';
import { actionErrorText } from './load-error';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';
import { inboxPath, inboxSegments, type InboxSegment } from './sections';
import { RowAction } from './row-action';

const isSegment = (segment: string | undefined): segment is InboxSegment =>
  segment !== undefined && Object.hasOwn(inboxSegments, segment);

function InboxNav() {
  const t = useTexts().backOffice.inboxes;
  return (
    <nav className="backoffice-nav backoffice-nav--sub" aria-label={t.kindsLabel}>
      <ul>
        {Object.entries(inboxSegments).map(([segment, kind]) => (
          <li key={segment}>
            <NavLink to={inboxPath(segment as InboxSegment)} className="backoffice-nav__link">
              {t.kinds[kind]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Inbox<Kind extends InboxKind>({ kind }: { kind: Kind }) {
  const texts = useTexts().backOffice;
  const t = texts.inboxes;
  const list = useListParams({ status: 'new' });
  const query = useInboxQuery(kind, list.params);
  const mark = useMarkHandled(kind);
  const [banner, setBanner] = useState('');

  function handleMark(id: number) {
    mark.mutate(id, { onSuccess: () => setBanner(t.marked) });
  }

  const columns: Column<InboxItem<Kind>>[] = [
    { header: t.created, rowHeader: true, cell: (item) => formatDateTime(item.createdAt) },
    { header: t.content, cell: (item) => <InboxContent kind={kind} item={item} /> },
    { header: t.status, cell: (item) => texts.requestStatus[item.status] },
    {
      header: t.handledBy,
      cell: (item) =>
        item.handledBy && item.handledAt
          ? `${item.handledBy}, ${formatDateTime(item.handledAt)}`
          : '–',
    },
    {
      header: texts.list.actions,
      cell: (item) =>
        item.status === 'new' && (
          <RowAction
            label={t.markHandled}
            subject={formatDateTime(item.createdAt)}
            busy={mark.isPending && mark.variables === item.id}
            busyLabel={t.marking}
            onClick={() => handleMark(item.id)}
          />
        ),
    },
  ];

  return (
    <>
      <Banner message={banner} />
      {mark.isError && <FormAlert>{actionErrorText(mark.error, texts.list)}</FormAlert>}
      <FilterBar>
        <StatusFilter
          value={list.filters.status}
          options={(['new', 'handled'] as const).map((status) => ({
            value: status,
            label: texts.requestStatus[status],
          }))}
          onChange={(status) => list.update({ status })}
        />
        <DateRangeFilter list={list} />
        <OrderToggle list={list} />
        <div className="field backoffice-filters__export">
          <a
            className="button button--secondary"
            href={inboxExportHref(kind, list.filterParams)}
            download
          >
            {texts.list.exportCsv}
          </a>
        </div>
      </FilterBar>
      <PagedTable
        caption={t.caption(t.kinds[kind])}
        columns={columns}
        query={query}
        rowKey={(item) => item.id}
        list={list}
      />
    </>
  );
}

/** 'Saapuneet': feedback, water readings, contact changes and fibre requests, one inbox a page. */
export function InboxSection() {
  const t = useTexts().backOffice.inboxes;
  const { kind: segment } = useParams();
  if (!isSegment(segment)) return <Navigate to={inboxPath('palautteet')} replace />;
  const kind = inboxSegments[segment];
  return (
    <section>
      <SectionHeading>{`${t.title}: ${t.kinds[kind]}`}</SectionHeading>
      <InboxNav />
      {/* A new inbox starts with its own state (its query, its banner). */}
      <Inbox key={kind} kind={kind} />
    </section>
  );
}
