import { formatDateTime, type BackOfficeUser } from '@energiaportaali/domain';
import {
  useEndSessions,
  useInviteUser,
  useLockUser,
  useUnlockUser,
  useUsersQuery,
} from '../../api/backoffice-users';
import { useSendPasswordResetLink } from '../../api/password-reset';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { Banner, useConfirmedAction, type PendingAction } from './confirmed-action';
import { OrderToggle, FilterBar, SearchForm } from './list-controls';
import { useListParams } from './list-params';
import { PagedTable, type Column } from './paged-table';
import { SectionHeading } from './section-heading';
import { RowAction } from './row-action';

const fullName = (user: BackOfficeUser) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

function customersOf(user: BackOfficeUser): string {
  const customers = user.customers.map((customer) =>
    customer.businessId ? `${customer.name} (${customer.businessId})` : customer.name,
  );
  return [...customers, ...(user.office ? [user.office] : [])].join(', ') || '–';
}

/** 'Käyttäjät': find a user, then lock or unlock, end the sessions or send a new invitation. */
export function UsersSection() {
  const texts = useTexts().backOffice;
  const t = texts.users;
  const { user: operator } = useSession();
  const list = useListParams({ q: '' });
  const query = useUsersQuery(list.params);
  const lock = useLockUser();
  const unlock = useUnlockUser();
  const endSessions = useEndSessions();
  const invite = useInviteUser();
  const sendResetLink = useSendPasswordResetLink();
  const resetTexts = useTexts().passwordReset.backOffice;
  const action = useConfirmedAction();

  const actionsFor = (user: BackOfficeUser): (PendingAction & { label: string })[] => {
    const name = fullName(user);
    const actions: (PendingAction & { label: string })[] = [];
    // The server refuses an operator's own lock, and that 403 would end this session.
    if (user.email !== operator?.username) {
      actions.push(
        user.locked
          ? {
              label: t.unlock,
              title: t.unlockTitle,
              body: t.unlockBody(name),
              confirmLabel: t.unlock,
              busyLabel: t.confirming,
              run: async () => {
                await unlock.mutateAsync(user.id);
                return t.unlocked(name);
              },
            }
          : {
              label: t.lock,
              title: t.lockTitle,
              body: t.lockBody(name),
              confirmLabel: t.lock,
              busyLabel: t.confirming,
              run: async () => {
                await lock.mutateAsync(user.id);
                return t.lockDone(name);
              },
            },
      );
    }
    actions.push({
      label: t.endSessions,
      title: t.endSessionsTitle,
      body: t.endSessionsBody(name),
      confirmLabel: t.endSessions,
      busyLabel: t.confirming,
      run: async () => t.sessionsEnded(name, (await endSessions.mutateAsync(user.id)).ended),
    });
    if (!user.active) {
      actions.push({
        label: t.invite,
        title: t.inviteTitle,
        body: t.inviteBody(user.email),
        confirmLabel: t.invite,
        busyLabel: t.confirming,
        run: async () => {
          await invite.mutateAsync(user.id);
          return t.invited(user.email);
        },
      });
    }
    // Consumers change a forgotten password by strong identification (decision 0044).
    if (user.active && !user.locked && user.role !== 'consumer') {
      actions.push({
        label: resetTexts.send,
        title: resetTexts.title,
        body: resetTexts.body(user.email),
        confirmLabel: resetTexts.send,
        busyLabel: t.confirming,
        run: async () => {
          await sendResetLink.mutateAsync(user.id);
          return resetTexts.sent(user.email);
        },
      });
    }
    return actions;
  };

  const columns: Column<BackOfficeUser>[] = [
    { header: t.name, rowHeader: true, cell: fullName },
    { header: t.email, cell: (user) => user.email },
    { header: t.role, cell: (user) => t.roleLabel[user.role] },
    { header: t.customers, cell: customersOf },
    {
      header: t.state,
      cell: (user) =>
        [user.active ? t.active : t.inactive, ...(user.locked ? [t.locked] : [])].join(', '),
    },
    {
      header: t.lastLogin,
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t.never),
    },
    {
      header: texts.list.actions,
      cell: (user) => (
        <div className="backoffice-actions">
          {actionsFor(user).map(({ label, ...pending }) => (
            <RowAction
              key={label}
              label={label}
              subject={fullName(user)}
              onClick={() => action.ask(pending)}
            />
          ))}
        </div>
      ),
    },
  ];

  return (
    <section>
      <SectionHeading>{t.title}</SectionHeading>
      <Banner message={action.banner} />
      <SearchForm
        fields={[{ name: 'q', label: t.search, hint: t.searchHint }]}
        values={list.filters}
        submitLabel={t.searchButton}
        onSearch={(values) => list.update(values)}
      />
      <FilterBar>
        <OrderToggle list={list} />
      </FilterBar>
      <PagedTable
        caption={t.caption}
        columns={columns}
        query={query}
        rowKey={(user) => user.id}
        list={list}
      />
      {action.dialog}
    </section>
  );
}
