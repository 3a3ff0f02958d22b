import { importTariffs } from '../tariffs/tariff-import';
import { importContracts } from './contracts';
import { importCustomers } from './customers';
import { importMeteringPoints } from './metering-points';
import { importOffices } from './offices';
import type { RegisterImporter, RegisterKind } from './register-import';
import { importUsers } from './users';

/** The customer register's import commands, by the kind named on the command line. */
export const registerImporters: Record<RegisterKind, RegisterImporter> = {
  customers: importCustomers,
  offices: importOffices,
  'metering-points': importMeteringPoints,
  tariffs: importTariffs,
  contracts: importContracts,
  users: importUsers,
};

export { registerKinds, type RegisterContext, type RegisterKind } from './register-import';
