import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { housingManagers } from '../../db/schema';
import type { TradeRegister } from './trade-register';

/**
 * The register as imported (`npm run import -- housing-managers`): a housing company the file
 * did not list is 'unknown', so the back office decides it.
 */
export function createImportedTradeRegister(db: Db): TradeRegister {
  return {
    async managerOf(businessId) {
      const [row] = await db
        .select({
          officeBusinessId: housingManagers.officeBusinessId,
          officeName: housingManagers.officeName,
        })
        .from(housingManagers)
        .where(eq(housingManagers.housingCompanyBusinessId, businessId));
      return row ? { kind: 'manager', ...row } : { kind: 'unknown' };
    },
  };
}
