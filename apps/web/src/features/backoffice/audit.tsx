import { formatDateTime, type AuditEntry } from '@energiaportaali/domain';
import { auditExportHref, useAuditQuery } from '../../api/backoffice-audit';
import { useTexts } from '../../texts';
import { DateRangeFilter, FilterBar, OrderToggle, SearchForm } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';

// The actor by name, with the address when the name is not it (the command line has neither).
function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor || entry.actor === entry.actorName) {
    return <span className="backoffice-wrap">{entry.actorName}</span>;
  }
  return (
    <span className="backoffice-wrap">
      {entry.actorName}
      <br />
      <span className="backoffice-muted">{entry.actor}</span>
    </span>
  );
}

/**
 * 'Tapahtumat': the audit log, each action as the server's Finnish sentence (decision 0046), by
 * user acted on, actor, action (or its prefix) and dates; the same rows as a CSV file.
 */
export function AuditSection() {
  const texts = useTexts().backOffice;
  const t = texts.audit;
  const list = useListParams({ user: '', operator: '', action: '' });
  const query = useAuditQuery(list.params);
  const columns: Column<AuditEntry>[] = [
    { header: t.at, rowHeader: true, cell: (entry) => formatDateTime(entry.at) },
    { header: t.actor, cell: (entry) => <Actor entry={entry} /> },
    {
      header: t.actionColumn,
      cell: (entry) => <span className="backoffice-wrap">{entry.summary}</span>,
    },
  ];
  return (
    <section>
      <SectionHeading>{t.title}</SectionHeading>
      <SearchForm
        fields={[
          { name: 'user', label: t.user },
          { name: 'operator', label: t.operator },
          { name: 'action', label: t.action, hint: t.actionHint },
        ]}
        values={list.filters}
        submitLabel={t.search}
        onSearch={(values) => list.update(values)}
      />
      <FilterBar>
        <DateRangeFilter list={list} />
        <OrderToggle list={list} />
        <div className="field backoffice-filters__export">
          <a
            className="button button--secondary"
            href={auditExportHref(list.filterParams)}
            download
          >
            {texts.list.exportCsv}
          </a>
        </div>
      </FilterBar>
      <PagedTable
        caption={t.caption}
        columns={columns}
        query={query}
        rowKey={(entry) => entry.id}
        list={list}
      />
    </section>
  );
}
