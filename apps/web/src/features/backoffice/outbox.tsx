import { formatDateTime, outboxStatuses, type OutboxMessage } from '@energiaportaali/domain';
import { useOutboxQuery, useResendMessage } from '../../api/backoffice-outbox';
import { useTexts } from '../../texts';
import { Banner, useConfirmedAction } from './confirmed-action';
import { DateRangeFilter, FilterBar, OrderToggle, StatusFilter } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';
import { RowAction } from './row-action';

/** 'Sähköpostit': the outbox; without a status filter the pending and failed messages. */
export function OutboxSection() {
  const texts = useTexts().backOffice;
  const t = texts.outbox;
  const list = useListParams({ status: '' });
  const query = useOutboxQuery(list.params);
  const resend = useResendMessage();
  const action = useConfirmedAction();

  function askResend(message: OutboxMessage) {
    action.ask({
      title: t.resend,
      body: `${message.recipient}: ${message.subject}`,
      confirmLabel: t.resend,
      busyLabel: t.resending,
      run: async () => {
        await resend.mutateAsync(message.id);
        return t.resent(message.recipient);
      },
    });
  }

  const columns: Column<OutboxMessage>[] = [
    { header: t.recipient, rowHeader: true, cell: (message) => message.recipient },
    { header: t.subject, cell: (message) => message.subject },
    { header: t.status, cell: (message) => t.statusLabel[message.status] },
    { header: t.attempts, cell: (message) => message.attempts },
    {
      header: t.lastError,
      cell: (message) =>
        message.lastError ? <span className="backoffice-error">{message.lastError}</span> : '–',
    },
    { header: t.created, cell: (message) => formatDateTime(message.createdAt) },
    {
      header: t.nextAttempt,
      cell: (message) => (message.status === 'sent' ? '–' : formatDateTime(message.nextAttemptAt)),
    },
    {
      header: texts.list.actions,
      cell: (message) =>
        message.status !== 'sending' && (
          <RowAction
            label={t.resend}
            subject={message.recipient}
            onClick={() => askResend(message)}
          />
        ),
    },
  ];

  return (
    <section>
      <SectionHeading>{t.title}</SectionHeading>
      <Banner message={action.banner} />
      <FilterBar>
        <StatusFilter
          value={list.filters.status}
          allLabel={t.defaultStatus}
          options={outboxStatuses.map((status) => ({
            value: status,
            label: t.statusLabel[status],
          }))}
          onChange={(status) => list.update({ status })}
        />
        <DateRangeFilter list={list} />
        <OrderToggle list={list} />
      </FilterBar>
      <PagedTable
        caption={t.caption}
        columns={columns}
        query={query}
        rowKey={(message) => message.id}
        list={list}
      />
      {action.dialog}
    </section>
  );
}
