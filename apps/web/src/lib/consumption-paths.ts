import { productPathSegments, products, type Product } from '@energiaportaali/domain';

// The consumption pages of spec 02's route table; every link to them is built here.

const segmentOf = (product: Product, meteringPoint: string) =>
  `${productPathSegments[product]}/${encodeURIComponent(meteringPoint)}`;

/** A consumer's point: /{sahko|kaukolampo|vesi}/{mp}[/{year}]. */
export function detailPath(product: Product, meteringPoint: string, year?: number): string {
  const base = `/${segmentOf(product, meteringPoint)}`;
  return year === undefined ? base : `${base}/${year}`;
}

/** A company's point, seen through the company: /yritys/{sahko|kaukolampo}/{mp}/{businessId}. */
export function companyDetailPath(product: Product, meteringPoint: string, businessId: string) {
  return `/yritys/${segmentOf(product, meteringPoint)}/${encodeURIComponent(businessId)}`;
}

/** A housing company's point in the managers' view: /taloyhtio/{vesi|sahko|kaukolampo}/{mp}. */
export function housingDetailPath(product: Product, meteringPoint: string): string {
  return `/taloyhtio/${segmentOf(product, meteringPoint)}`;
}

/** The product of a path segment: sahko → electricity, kaukolampo → districtheat, vesi → water. */
export function productOfSegment(segment: string | undefined): Product | null {
  return products.find((product) => productPathSegments[product] === segment) ?? null;
}

/** A metering point's identifier as a path may carry it: digits only, at most 20. */
export function isMeteringPointId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9]{1,20}$/.test(value);
}
