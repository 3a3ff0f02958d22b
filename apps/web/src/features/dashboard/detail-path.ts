import { productPathSegments, type Product } from '@energiaportaali/domain';

/** The consumption page of a metering point: /{sahko|kaukolampo|vesi}/{mp}[/{year}]. */
export function detailPath(product: Product, meteringPoint: string, year?: number): string {
  const base = `/${productPathSegments[product]}/${encodeURIComponent(meteringPoint)}`;
  return year === undefined ? base : `${base}/${year}`;
}
