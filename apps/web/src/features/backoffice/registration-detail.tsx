import {
  formatDateTime,
  type RegistrationDetail as Detail,
  type RegistryCheck,
} from '@energiaportaali/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import {
  useApproveRegistration,
  useRegistrationQuery,
  useRejectRegistration,
} from '../../api/backoffice-registrations';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { Banner } from './confirmed-action';
import { actionErrorText, BackOfficeLoadError } from './load-error';
import { TableScroll } from './paged-table';
import { SectionHeading } from './section-heading';
import { backOfficeSections } from './sections';

// The rejection form (react-hook-form) comes with the first 'Hylkää'.
const RejectDialog = lazy(async () => ({
  default: (await import('./reject-dialog')).RejectDialog,
}));

const listPath = backOfficeSections[0].path;

function ChecksTable({ checks }: { checks: readonly RegistryCheck[] }) {
  const t = useTexts().backOffice.registrations;
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  return (
    <TableScroll label={t.checksCaption}>
      <table className="backoffice-table">
        <caption>{t.checksCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.checkBusinessId}</th>
            <th scope="col">{t.checkValid}</th>
            <th scope="col">{t.checkCustomer}</th>
            <th scope="col">{t.checkOffice}</th>
            <th scope="col">{t.checkHousing}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.businessId}>
              <th scope="row" data-label={t.checkBusinessId}>
                {check.businessId}
              </th>
              <td data-label={t.checkValid}>{yesNo(check.validBusinessId)}</td>
              <td data-label={t.checkCustomer}>{check.customerName ?? t.none}</td>
              <td data-label={t.checkOffice}>{check.officeName ?? t.none}</td>
              <td data-label={t.checkHousing}>{check.representedHousingCompanies}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * What approving does with each listed subsidiary: the company customers are linked, the others
 * left out (and said so before the operator approves).
 */
function Subsidiaries({ subsidiaries }: { subsidiaries: Detail['subsidiaries'] }) {
  const t = useTexts().backOffice.registrations;
  const leftOut = subsidiaries.filter((subsidiary) => !subsidiary.linked).length;
  return (
    <>
      <h3>{t.subsidiariesTitle}</h3>
      {leftOut > 0 && <FormAlert>{t.subsidiariesLeftOut(leftOut)}</FormAlert>}
      <ul className="backoffice-subsidiaries">
        {subsidiaries.map(({ businessId, customerName, linked }) => (
          <li key={businessId}>
            {linked
              ? t.subsidiaryLinked(customerName!, businessId)
              : customerName
                ? t.subsidiaryNotCompany(customerName, businessId)
                : t.subsidiaryNotCustomer(businessId)}
          </li>
        ))}
      </ul>
    </>
  );
}

function RequestFacts({ detail }: { detail: Detail }) {
  const texts = useTexts().backOffice;
  const t = texts.registrations;
  const { request } = detail;
  const facts: [string, string][] = [
    [t.creds, t.credsLabel[request.applyingCreds]],
    [t.businessId, request.applyingCompanyIdentifier],
    [t.subsidiaries, request.daughterCompanyIdentifiers.join(', ') || t.noSubsidiaries],
    [t.person, request.applyingPerson],
    [t.email, request.contactEmail],
    [t.created, formatDateTime(request.createdAt)],
    [t.status, texts.requestStatus[request.status]],
  ];
  if (request.handledAt) facts.push([t.handledAt, formatDateTime(request.handledAt)]);
  if (request.handledBy) facts.push([t.handledBy, request.handledBy]);
  if (request.rejectionReason) facts.push([t.rejectionReason, request.rejectionReason]);
  return (
    <dl className="backoffice-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Decision({
  detail,
  onDone,
  onRefresh,
}: {
  detail: Detail;
  onDone: (message: string) => void;
  /** Reads the request again (after a refusal: someone else may have decided it). */
  onRefresh: () => void;
}) {
  const texts = useTexts().backOffice;
  const t = texts.registrations;
  const { request } = detail;
  const id = String(request.id);
  const approve = useApproveRegistration(id);
  const reject = useRejectRegistration(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);

  // A refusal stays in its dialog until the operator has read it; then the request is read again.
  function handleClose() {
    setDialog(null);
    onRefresh();
  }

  function handleApprove() {
    approve.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        onDone(t.approved(request.contactEmail));
      },
    });
  }

  return (
    <div className="backoffice-actions">
      <button
        type="button"
        className="button button--primary"
        disabled={detail.emailInUse}
        onClick={() => {
          approve.reset();
          setDialog('approve');
        }}
      >
        {t.approve}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setDialog('reject')}
      >
        {t.reject}
      </button>
      {dialog === 'approve' && (
        <ConfirmDialog
          title={t.approveTitle}
          confirmLabel={t.approve}
          busyLabel={t.approving}
          cancelLabel={texts.list.cancel}
          busy={approve.isPending}
          error={approve.isError ? actionErrorText(approve.error, texts.list) : null}
          onConfirm={handleApprove}
          onClose={handleClose}
        >
          <p>{t.approveBody(request.applyingCompany, request.contactEmail)}</p>
          {detail.subsidiaries.some((subsidiary) => !subsidiary.linked) && (
            <p>
              {t.subsidiariesLeftOut(
                detail.subsidiaries.filter((subsidiary) => !subsidiary.linked).length,
              )}
            </p>
          )}
        </ConfirmDialog>
      )}
      {dialog === 'reject' && (
        <Suspense fallback={<Spinner />}>
          <RejectDialog
            texts={t}
            rejection={reject}
            onRejected={() => {
              setDialog(null);
              onDone(t.rejected);
            }}
            onClose={handleClose}
          />
        </Suspense>
      )}
    </div>
  );
}

/** One registration request: its facts, what the registers say, and approve or reject. */
export function RegistrationDetail() {
  const texts = useTexts().backOffice;
  const t = texts.registrations;
  const { id = '' } = useParams();
  const query = useRegistrationQuery(id);
  const [banner, setBanner] = useState('');
  const notFound =
    query.error instanceof ApiRequestError &&
    (query.error.failure.status === 404 || query.error.failure.status === 400);

  return (
    <section>
      <p>
        <Link to={listPath}>{t.back}</Link>
      </p>
      <SectionHeading>
        {query.data ? `${t.detailTitle}: ${query.data.request.applyingCompany}` : t.detailTitle}
      </SectionHeading>
      <Banner message={banner} />
      {query.isPending ? (
        <Spinner />
      ) : notFound ? (
        <FormAlert>{t.notFound}</FormAlert>
      ) : query.isError ? (
        <BackOfficeLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <RequestFacts detail={query.data} />
          <h3>{t.checksTitle}</h3>
          <ChecksTable checks={query.data.checks} />
          {query.data.request.status === 'new' && (
            <>
              {query.data.subsidiaries.length > 0 && (
                <Subsidiaries subsidiaries={query.data.subsidiaries} />
              )}
              {query.data.emailInUse && <FormAlert>{t.emailInUse}</FormAlert>}
              <Decision
                detail={query.data}
                onDone={setBanner}
                onRefresh={() => void query.refetch()}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
