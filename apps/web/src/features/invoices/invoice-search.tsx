import {
  calendarYearOf,
  invoiceYears,
  type InvoiceProductType,
  type ProductType,
} from '@energiaportaali/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { useConsumerInvoicesQuery } from '../../api/invoices';
import { SelectField } from '../../components/select-field';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { InvoiceList } from './invoice-list';
import {
  failureKind,
  invoicesErrorText,
  invoicesPathOf,
  usagePlacesOf,
  type UsagePlace,
} from './invoice-rules';
import { LoadFailure } from '../../components/load-failure';
import { useContractsQuery } from '../../api/contracts';

interface Choice {
  productType: InvoiceProductType;
  year: number;
  /** The chosen metering point; null: the first of the product's usage places. */
  mp: string | null;
}

function SearchError({ error, onRetry }: { error: Error; onRetry: () => Promise<unknown> }) {
  const texts = useTexts().invoices;
  const kind = failureKind(error);
  return (
    <LoadFailure
      message={invoicesErrorText(kind, texts)}
      loggingOut={kind === 'unauthorized'}
      onRetry={() => void onRetry()}
    />
  );
}

function Results({
  productType,
  place,
  year,
  contracts,
}: {
  productType: InvoiceProductType;
  place: UsagePlace | null;
  year: number;
  contracts: ReturnType<typeof useContractsQuery>;
}) {
  const texts = useTexts().invoices;
  const isWater = productType === 'water';
  const invoices = useConsumerInvoicesQuery(
    !isWater && place ? { productType, mp: place.mp, year: String(year) } : null,
  );
  if (isWater) return <p>{texts.waterComingSoon}</p>;
  if (contracts.isError) return <SearchError error={contracts.error} onRetry={contracts.refetch} />;
  if (contracts.isPending) return <Spinner />;
  const empty = <p role="status">{texts.empty(productType)}</p>;
  if (!place) return empty;
  if (invoices.isError) return <SearchError error={invoices.error} onRetry={invoices.refetch} />;
  if (invoices.isPending) return <Spinner />;
  return invoices.data.length === 0 ? empty : <InvoiceList invoices={invoices.data} />;
}

/**
 * The product, year and usage-place selectors and the invoices they find. The product lives in
 * the path (/laskut/sahko); a new product starts again from the current year and its first place.
 */
export function InvoiceSearch({
  productTypes,
  productType,
}: {
  productTypes: readonly ProductType[];
  productType: InvoiceProductType;
}) {
  const texts = useTexts().invoices;
  const navigate = useNavigate();
  const { timeZone } = usePortalConfig();
  const currentYear = calendarYearOf(new Date(), timeZone);
  const [choice, setChoice] = useState<Choice>({ productType, year: currentYear, mp: null });
  const current: Choice =
    choice.productType === productType ? choice : { productType, year: currentYear, mp: null };
  const contracts = useContractsQuery();
  const places = contracts.data ? usagePlacesOf(contracts.data.contracts, productType) : [];
  const place = places.find((candidate) => candidate.mp === current.mp) ?? places[0] ?? null;
  const searchable = productType !== 'water';

  function handleProductChange(value: string) {
    const chosen = productTypes.find((product) => product.type === value);
    if (chosen) void navigate(invoicesPathOf(chosen.type));
  }

  return (
    <>
      <div className="invoice-filters" role="group" aria-label={texts.filtersLabel}>
        <SelectField
          label={texts.product}
          value={productType}
          options={productTypes.map((product) => ({ value: product.type, label: product.title }))}
          onChange={(event) => handleProductChange(event.target.value)}
        />
        {searchable ? (
          <SelectField
            label={texts.year}
            value={String(current.year)}
            options={invoiceYears(productType, currentYear).map((year) => ({
              value: String(year),
              label: String(year),
            }))}
            onChange={(event) => setChoice({ ...current, year: Number(event.target.value) })}
          />
        ) : null}
        {searchable && place ? (
          <SelectField
            label={texts.usagePlace}
            value={place.mp}
            options={places.map((option) => ({ value: option.mp, label: option.label }))}
            onChange={(event) => setChoice({ ...current, mp: event.target.value })}
          />
        ) : null}
      </div>
      <div className="invoices__results">
        <Results
          productType={productType}
          place={place}
          year={current.year}
          contracts={contracts}
        />
      </div>
    </>
  );
}
