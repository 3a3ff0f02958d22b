import {
  formatDateTime,
  invitationStatuses,
  type BackOfficeInvitation,
} from '@energiaportaali/domain';
import { lazy, Suspense, useState } from 'react';
import {
  useInvitationsQuery,
  useResendInvitation,
  useRevokeInvitation,
} from '../../api/backoffice-invitations';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { Banner, useConfirmedAction } from './confirmed-action';
import { DateRangeFilter, FilterBar, OrderToggle, SearchForm, StatusFilter } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';
import { RowAction } from './row-action';

// The invitation form (react-hook-form) comes with the first 'Uusi kutsu'.
const InvitationForm = lazy(async () => ({
  default: (await import('./invitation-form')).InvitationForm,
}));

/** 'Kutsut': invitations sent, a new one, and resending or revoking one that waits. */
export function InvitationsSection() {
  const texts = useTexts().backOffice;
  const t = texts.invitations;
  const list = useListParams({ status: 'pending', email: '' });
  const query = useInvitationsQuery(list.params);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const action = useConfirmedAction();
  const [formOpen, setFormOpen] = useState(false);

  function askResend(invitation: BackOfficeInvitation) {
    action.ask({
      title: t.resendTitle,
      body: t.resendBody(invitation.email),
      confirmLabel: t.resend,
      busyLabel: t.sending,
      run: async () => {
        await resend.mutateAsync(invitation.id);
        return t.resent(invitation.email);
      },
    });
  }

  function askRevoke(invitation: BackOfficeInvitation) {
    action.ask({
      title: t.revokeTitle,
      body: t.revokeBody(invitation.email),
      confirmLabel: t.revoke,
      busyLabel: t.revoking,
      run: async () => {
        await revoke.mutateAsync(invitation.id);
        return t.revoked(invitation.email);
      },
    });
  }

  const columns: Column<BackOfficeInvitation>[] = [
    { header: t.email, rowHeader: true, cell: (invitation) => invitation.email },
    { header: t.kind, cell: (invitation) => t.kindLabel[invitation.kind] },
    { header: t.status, cell: (invitation) => t.statusLabel[invitation.status] },
    { header: t.invitedBy, cell: (invitation) => invitation.invitedBy ?? '–' },
    { header: t.created, cell: (invitation) => formatDateTime(invitation.createdAt) },
    { header: t.expires, cell: (invitation) => formatDateTime(invitation.expiresAt) },
    {
      header: texts.list.actions,
      cell: (invitation) =>
        // A used link is done with; a deleted account's link leads nowhere (the server refuses).
        invitation.status === 'used' || invitation.status === 'deleted' ? null : (
          <div className="backoffice-actions">
            <RowAction
              label={t.resend}
              subject={invitation.email}
              onClick={() => askResend(invitation)}
            />
            {invitation.status === 'pending' && (
              <RowAction
                label={t.revoke}
                subject={invitation.email}
                onClick={() => askRevoke(invitation)}
              />
            )}
          </div>
        ),
    },
  ];

  return (
    <section>
      <SectionHeading>{t.title}</SectionHeading>
      <Banner message={action.banner} />
      <p>
        <button type="button" className="button button--primary" onClick={() => setFormOpen(true)}>
          {t.newInvitation}
        </button>
      </p>
      {formOpen && (
        <Suspense fallback={<Spinner />}>
          <InvitationForm
            onSent={(email) => {
              setFormOpen(false);
              action.setBanner(t.form.sent(email));
            }}
            onClose={() => setFormOpen(false)}
          />
        </Suspense>
      )}
      <SearchForm
        fields={[{ name: 'email', label: t.emailFilter }]}
        values={{ email: list.filters.email }}
        submitLabel={t.search}
        onSearch={(values) => list.update(values)}
      />
      <FilterBar>
        <StatusFilter
          value={list.filters.status}
          options={invitationStatuses.map((status) => ({
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
        rowKey={(invitation) => invitation.id}
        list={list}
      />
      {action.dialog}
    </section>
  );
}
