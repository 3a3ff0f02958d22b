import { formatDateTime, requestStatuses, type HousingRequest } from '@energiaportaali/domain';
import { lazy, Suspense, useState } from 'react';
import {
  useApproveHousingRequest,
  useRejectHousingRequest,
  useHousingRequestsQuery,
} from '../../api/backoffice-housing-requests';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { Banner, useConfirmedAction } from './confirmed-action';
import { DateRangeFilter, FilterBar, OrderToggle, StatusFilter } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { RowAction } from './row-action';
import { SectionHeading } from './section-heading';

// The reject form (react-hook-form) comes with the first 'Hylkää'.
const RejectDialog = lazy(async () => ({
  default: (await import('./reject-dialog')).RejectDialog,
}));

/**
 * 'Taloyhtiöpyynnöt': a manager's 'Lisää asunto-osakeyhtiö' that no trade register could check
 * (decision 0045); approving attaches the housing company to the office, rejecting tells why.
 */
export function HousingRequestsSection() {
  const texts = useTexts().backOffice;
  const t = texts.housingRequests;
  const list = useListParams({ status: 'new' });
  const query = useHousingRequestsQuery(list.params);
  const approve = useApproveHousingRequest();
  const reject = useRejectHousingRequest();
  const action = useConfirmedAction();
  const [rejecting, setRejecting] = useState<HousingRequest | null>(null);

  function askApprove(request: HousingRequest) {
    action.ask({
      title: t.approveTitle,
      body: t.approveBody(request.housingCompany.name, request.office.name),
      confirmLabel: t.approve,
      busyLabel: t.approving,
      run: async () => {
        await approve.mutateAsync(request.id);
        return t.approved(request.housingCompany.name);
      },
    });
  }

  const columns: Column<HousingRequest>[] = [
    {
      header: t.housingCompany,
      rowHeader: true,
      cell: (request) => `${request.housingCompany.name} (${request.housingCompany.businessId})`,
    },
    {
      header: t.office,
      cell: (request) => `${request.office.name} (${request.office.businessId})`,
    },
    {
      header: t.requestedBy,
      cell: (request) =>
        request.requestedBy
          ? `${request.requestedBy.name}, ${request.requestedBy.email}`
          : t.unknownRequester,
    },
    { header: t.created, cell: (request) => formatDateTime(request.createdAt) },
    { header: t.status, cell: (request) => texts.requestStatus[request.status] },
    {
      header: t.handled,
      cell: (request) =>
        request.status === 'new' ? (
          <div className="backoffice-actions">
            <RowAction
              label={t.approve}
              subject={request.housingCompany.name}
              onClick={() => askApprove(request)}
            />
            <RowAction
              label={t.reject}
              subject={request.housingCompany.name}
              onClick={() => setRejecting(request)}
            />
          </div>
        ) : (
          <>
            {request.handledAt && formatDateTime(request.handledAt)}
            {request.handledBy && <div>{t.handledBy(request.handledBy)}</div>}
            {request.rejectionReason && <div>{t.reasonOf(request.rejectionReason)}</div>}
          </>
        ),
    },
  ];

  return (
    <section>
      <SectionHeading>{t.title}</SectionHeading>
      <p>{t.intro}</p>
      <Banner message={action.banner} />
      <FilterBar>
        <StatusFilter
          value={list.filters.status}
          options={requestStatuses.map((status) => ({
            value: status,
            label: texts.requestStatus[status],
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
        rowKey={(request) => request.id}
        list={list}
      />
      {action.dialog}
      {rejecting && (
        <Suspense fallback={<Spinner />}>
          <RejectDialog
            texts={t}
            rejection={{
              ...reject,
              mutate: (body, options) => reject.mutate({ id: rejecting.id, body }, options),
            }}
            onRejected={() => {
              action.setBanner(t.rejected(rejecting.housingCompany.name));
              setRejecting(null);
            }}
            onClose={() => setRejecting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
