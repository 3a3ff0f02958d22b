import type { ManagerRecord } from '@energiaportaali/domain';

/** The manager's name as the cards and banners show it. */
export const fullName = ({ remUser }: ManagerRecord) => `${remUser.firstName} ${remUser.lastName}`;

/** The housing companies assigned to the manager. */
export const housesOf = (manager: ManagerRecord) =>
  manager.clients.flatMap((client) => client.customerships.map(({ customer }) => customer));
