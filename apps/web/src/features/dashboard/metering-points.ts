import {
  openEndedContractEnd,
  type Contract,
  type MeterUnit,
  type PortalConfig,
  type Product,
} from '@energiaportaali/domain';

/** A metering point on the dashboard; several contracts may share one point. */
export interface DashboardPoint {
  /** The public metering point identifier (`mp` of the usage calls). */
  id: string;
  product: Product;
  address: string;
  zip: string;
  city: string;
  unit: MeterUnit;
  /** The earliest contract start of the point, YYYY-MM-DD: the year selector's first year. */
  firstContractStart: string;
}

/** A product card of the dashboard; `incoming`: the service is announced but not yet offered. */
export interface DashboardProduct {
  product: Product;
  incoming: boolean;
}

/**
 * The cards of 'Kulutustietoni' in display order: electricity always, district heat and water when
 * the configuration enables them. Water announced as an incoming service gets its coming-soon card.
 */
export function dashboardProducts(config: PortalConfig): DashboardProduct[] {
  const cards: DashboardProduct[] = [{ product: 'electricity', incoming: false }];
  if (config.services.includes('districtheat')) {
    cards.push({ product: 'districtheat', incoming: false });
  }
  const waterIncoming = config.incomingServices.includes('water');
  if (waterIncoming || config.services.includes('water')) {
    cards.push({ product: 'water', incoming: waterIncoming });
  }
  return cards;
}

// Calendar dates compare as strings (YYYY-MM-DD).
function isInForceDuring(contract: Contract, year: number): boolean {
  const ended =
    contract.contractEnd !== openEndedContractEnd && contract.contractEnd < `${year}-01-01`;
  return !ended && contract.contractStart <= `${year}-12-31`;
}

/**
 * The metering points of one product with a contract in force on some day of `year`, one entry
 * per point, in the order of the contract list.
 */
export function pointsOf(contracts: readonly Contract[], product: Product, year: number) {
  const points = new Map<string, DashboardPoint>();
  const current = new Set<string>();
  for (const contract of contracts) {
    if (contract.utility !== product) continue;
    const id = contract.meteringpointIdentifier;
    if (isInForceDuring(contract, year)) current.add(id);
    const known = points.get(id);
    if (!known) {
      points.set(id, {
        id,
        product,
        address: contract.address,
        zip: contract.zip,
        city: contract.city,
        unit: contract.unit,
        firstContractStart: contract.contractStart,
      });
    } else if (contract.contractStart < known.firstContractStart) {
      known.firstContractStart = contract.contractStart;
    }
  }
  return [...points.values()].filter((point) => current.has(point.id));
}
