import { formatDateTime, type AuditEntry } from '@energiaportaali/domain';
import { useAuditQuery } from '../../api/backoffice-audit';
import { useTexts } from '../../texts';
import { DateRangeFilter, FilterBar, OrderToggle, SearchForm } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';

const valueText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** An entry's details as compact `key=value` pairs. */
export function detailsText(details: Readonly<Record<string, unknown>>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}=${valueText(value)}`)
    .join(' ');
}

/** 'Tapahtumat': the audit log, by user acted on, actor, action (or its prefix) and dates. */
export function AuditSection() {
  const t = useTexts().backOffice.audit;
  const list = useListParams({ user: '', operator: '', action: '' });
  const query = useAuditQuery(list.params);
  const columns: Column<AuditEntry>[] = [
    { header: t.at, rowHeader: true, cell: (entry) => formatDateTime(entry.at) },
    { header: t.actor, cell: (entry) => entry.actor ?? '–' },
    { header: t.actionColumn, cell: (entry) => <code>{entry.action}</code> },
    {
      header: t.target,
      cell: (entry) => [entry.targetType, entry.targetId].filter(Boolean).join(' ') || '–',
    },
    {
      header: t.details,
      cell: (entry) => <code className="backoffice-details">{detailsText(entry.details)}</code>,
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
