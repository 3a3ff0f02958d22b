import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { businessRegistry } from '../../db/schema';

/** The trade register (PRH) as the portal asks it: who represents a housing company. */
export interface BusinessRegistry {
  /** The office registered as the company's representative; null when none (or no entry). */
  representativeOf(businessId: string): Promise<string | null>;
}

/**
 * The process's trade register: the embedded simulation in `business_registry` (no connection
 * to PRH is configured; the demo world fills it).
 */
export function createBusinessRegistry(db: Db): BusinessRegistry {
  return {
    async representativeOf(businessId) {
      const [row] = await db
        .select({ name: businessRegistry.representativeOfficeName })
        .from(businessRegistry)
        .where(eq(businessRegistry.businessId, businessId));
      return row?.name ?? null;
    },
  };
}
