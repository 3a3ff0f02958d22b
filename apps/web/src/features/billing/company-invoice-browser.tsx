import { calendarDayInZone, type CompanyInvoicesAnswer } from '@energiaportaali/domain';
import { useId, useMemo, useState } from 'react';
import { formatDayRange } from '../../components/date-range-picker/day-range';
import { useTexts } from '../../texts';
import { CheckboxGroup } from './checkbox-group';
import { RangeFilter, type RangeChoice } from './invoice-filters';
import { InvoiceTable } from './invoice-table';
import {
  companiesByCustomerNumber,
  companyInvoicesInView,
  companyOptions,
  presetRange,
  usagePlaceOptions,
} from './table-rules';

const valuesOf = (options: readonly { value: string }[]): ReadonlySet<string> =>
  new Set(options.map((option) => option.value));

/**
 * The company invoice table: the date range, the companies and (behind a toggle) the usage
 * places, every company and place ticked at first; no postponement (spec 02 §6).
 */
export function CompanyInvoiceBrowser({
  answer,
  timeZone,
}: {
  answer: CompanyInvoicesAnswer;
  timeZone: string;
}) {
  const texts = useTexts().billing;
  const placesId = useId();
  const [today] = useState(() => calendarDayInZone(new Date(), timeZone));
  const [range, setRange] = useState<RangeChoice>(() => ({
    range: presetRange('thisYear', today),
    preset: 'thisYear',
  }));
  const companies = useMemo(() => companyOptions(answer.companyInfo), [answer.companyInfo]);
  const usagePlaces = useMemo(() => usagePlaceOptions(answer.invoices), [answer.invoices]);
  const companyOf = useMemo(() => companiesByCustomerNumber(answer.companyInfo), [answer]);
  const [chosenCompanies, setChosenCompanies] = useState(() => valuesOf(companies));
  const [chosenPlaces, setChosenPlaces] = useState(() => valuesOf(usagePlaces));
  const [placesShown, setPlacesShown] = useState(false);

  if (answer.invoices.length === 0) return <p>{texts.noInvoices}</p>;
  const shown = companyInvoicesInView(answer.invoices, companyOf, {
    range: range.range,
    companies: chosenCompanies,
    usagePlaces: chosenPlaces,
  });
  return (
    <>
      <section className="billing-filters billing-filters--company" aria-label={texts.filtersLabel}>
        <RangeFilter choice={range} today={today} timeZone={timeZone} onChange={setRange} />
        <CheckboxGroup
          legend={texts.company.companies}
          options={companies}
          chosen={chosenCompanies}
          onChange={setChosenCompanies}
        />
        <div className="billing-filters__places">
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={placesShown}
            aria-controls={placesShown ? placesId : undefined}
            onClick={() => setPlacesShown((open) => !open)}
          >
            {placesShown
              ? texts.company.hideUsagePlaces
              : texts.company.showUsagePlaces(chosenPlaces.size, usagePlaces.length)}
          </button>
          {placesShown && (
            <CheckboxGroup
              id={placesId}
              legend={texts.company.usagePlaces}
              options={usagePlaces}
              chosen={chosenPlaces}
              onChange={setChosenPlaces}
            />
          )}
        </div>
      </section>
      {shown.length === 0 ? (
        <p className="billing__empty">{texts.noneInView}</p>
      ) : (
        <InvoiceTable
          invoices={shown}
          caption={`${texts.tableCaption(shown.length)} · ${texts.rangeSummary(formatDayRange(range.range))}`}
          companyNameOf={(invoice) => companyOf.get(invoice.customer_number)?.customerName ?? ''}
        />
      )}
    </>
  );
}
