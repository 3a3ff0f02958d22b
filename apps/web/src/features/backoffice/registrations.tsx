import { formatDateTime, requestStatuses, type RegistrationRequest } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { useRegistrationsQuery } from '../../api/backoffice-registrations';
import { useTexts } from '../../texts';
import { DateRangeFilter, FilterBar, OrderToggle, StatusFilter } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';
import { registrationPath } from './sections';

/** 'Rekisteröinnit': the registration requests, new ones first unless the filter says otherwise. */
export function RegistrationsSection() {
  const texts = useTexts().backOffice;
  const t = texts.registrations;
  const list = useListParams({ status: 'new' });
  const query = useRegistrationsQuery(list.params);
  const columns: Column<RegistrationRequest>[] = [
    {
      header: t.company,
      rowHeader: true,
      cell: (request) => (
        <Link to={registrationPath(request.id)} aria-label={t.open(request.applyingCompany)}>
          {request.applyingCompany}
        </Link>
      ),
    },
    { header: t.businessId, cell: (request) => request.applyingCompanyIdentifier },
    { header: t.creds, cell: (request) => t.credsLabel[request.applyingCreds] },
    { header: t.person, cell: (request) => request.applyingPerson },
    { header: t.email, cell: (request) => request.contactEmail },
    { header: t.created, cell: (request) => formatDateTime(request.createdAt) },
    { header: t.status, cell: (request) => texts.requestStatus[request.status] },
  ];
  return (
    <section>
      <SectionHeading>{t.title}</SectionHeading>
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
    </section>
  );
}
