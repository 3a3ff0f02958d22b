import {
  formatDate,
  formatNumber,
  invoiceProductPathSegments,
  utilityOfInvoiceProduct,
  type Contract,
  type InvoiceProductType,
  type ProductType,
} from '@energiaportaali/domain';
import { ApiRequestError, endsTheSession } from '../../api/client';
import type { Texts } from '../../texts';

type InvoiceTexts = Texts['invoices'];

/**
 * How a call failed, as the page tells it: `unauthorized` ends the session (the client logs out
 * on 401 and 403), `unavailable` is the spec's 404/500/502 group, `unreadable` an answer that did
 * not match its schema.
 */
export type FailureKind = 'unauthorized' | 'unavailable' | 'network' | 'unreadable' | 'failed';

export function failureKind(error: unknown): FailureKind {
  const failure = error instanceof ApiRequestError ? error.failure : null;
  if (!failure) return 'failed';
  if (failure.reason === 'network') return 'network';
  if (failure.reason === 'invalid-response') return 'unreadable';
  if (endsTheSession(error)) return 'unauthorized';
  if ([404, 500, 502].includes(failure.status)) return 'unavailable';
  return 'failed';
}

/** What the product selector offers when the product list is unavailable (spec 02 §8). */
export function fallbackProductTypes(texts: InvoiceTexts): ProductType[] {
  return [
    { type: 'electricity', title: texts.fallbackTitles.electricity },
    { type: 'heat', title: texts.fallbackTitles.heat },
  ];
}

/** The message of a failed product list that has no fallback. */
export function productTypesErrorText(kind: FailureKind, texts: InvoiceTexts): string {
  if (kind === 'unauthorized') return texts.unauthorized;
  if (kind === 'network') return texts.productTypesNetworkError;
  return texts.productTypesFailed;
}

/** The message of a failed invoice search (or of the usage places it needs). */
export function invoicesErrorText(kind: FailureKind, texts: InvoiceTexts): string {
  switch (kind) {
    case 'unauthorized':
      return texts.unauthorized;
    case 'unavailable':
      return texts.invoicesServerError;
    case 'network':
      return texts.invoicesNetworkError;
    case 'unreadable':
      return texts.invoicesUnreadable;
    case 'failed':
      return texts.invoicesFailed;
  }
}

/** A metering point the invoices can be searched for. */
export interface UsagePlace {
  mp: string;
  label: string;
}

const collator = new Intl.Collator('fi', { numeric: true });

/**
 * The usage places of a product: its utility's metering points (every point for fibre, which is
 * not metered), once each, by street. The label is the street address; a point sharing its
 * address with another also shows its identifier.
 */
export function usagePlacesOf(
  contracts: readonly Contract[],
  productType: InvoiceProductType,
): UsagePlace[] {
  const utility = utilityOfInvoiceProduct[productType];
  const points = new Map<string, Contract>();
  for (const contract of contracts) {
    if (utility !== null && contract.utility !== utility) continue;
    if (!points.has(contract.meteringpointIdentifier)) {
      points.set(contract.meteringpointIdentifier, contract);
    }
  }
  const sorted = [...points.values()].sort(
    (a, b) =>
      collator.compare(a.address, b.address) ||
      collator.compare(a.meteringpointIdentifier, b.meteringpointIdentifier),
  );
  const addressCount = new Map<string, number>();
  for (const point of sorted) {
    addressCount.set(point.address, (addressCount.get(point.address) ?? 0) + 1);
  }
  return sorted.map((point) => ({
    mp: point.meteringpointIdentifier,
    label:
      addressCount.get(point.address)! > 1
        ? `${point.address} (${point.meteringpointIdentifier})`
        : point.address,
  }));
}

/** A billing period as 'D.M.YYYY–D.M.YYYY'. */
export function billingPeriod(start: string, end: string): string {
  return `${formatDate(start)}–${formatDate(end)}`;
}

/** A VAT rate key ('24', '25.5') with a decimal comma and only the decimals it has. */
export function vatRateText(rateKey: string): string {
  const decimals = rateKey.split('.')[1]?.length ?? 0;
  return formatNumber(Number(rateKey), decimals);
}

/** The invoices page of a product: /laskut/sahko, /laskut/lampo, … */
export function invoicesPathOf(productType: InvoiceProductType): string {
  return `/laskut/${invoiceProductPathSegments[productType]}`;
}
