import { backOfficePageSizes } from '@energiaportaali/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SelectField, type SelectOption } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';
import type { ListState } from './list-params';

/** The filters above a list, as one labelled group. */
export function FilterBar({ children }: { children: ReactNode }) {
  const texts = useTexts().backOffice.list;
  return (
    <div className="backoffice-filters" role="group" aria-label={texts.filters}>
      {children}
    </div>
  );
}

/** A status filter whose first choice ('Kaikki' unless told) shows every status. */
export function StatusFilter({
  value,
  options,
  allLabel,
  onChange,
}: {
  value: string;
  options: readonly SelectOption[];
  allLabel?: string;
  onChange: (status: string) => void;
}) {
  const texts = useTexts().backOffice.list;
  return (
    <SelectField
      label={texts.status}
      value={value}
      placeholder={allLabel ?? texts.allStatuses}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Created from … to … (calendar days); a reversed range is shown as an error, not sent. */
export function DateRangeFilter<Key extends string>({ list }: { list: ListState<Key> }) {
  const texts = useTexts().backOffice.list;
  return (
    <>
      <TextField
        label={texts.from}
        type="date"
        value={list.from}
        max={list.to || undefined}
        onChange={(event) => list.update({ from: event.target.value })}
      />
      <TextField
        label={texts.to}
        type="date"
        value={list.to}
        min={list.from || undefined}
        errors={list.rangeValid ? [] : [texts.invalidRange]}
        onChange={(event) => list.update({ to: event.target.value })}
      />
    </>
  );
}

/** Newest or oldest first: one button that says the current order and turns it round. */
export function OrderToggle<Key extends string>({ list }: { list: ListState<Key> }) {
  const texts = useTexts().backOffice.list;
  const current = list.order === 'desc' ? texts.newestFirst : texts.oldestFirst;
  return (
    <div className="field backoffice-filters__order">
      <span className="field__label" aria-hidden="true">
        {texts.orderLabel}
      </span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`${texts.orderLabel}: ${current}`}
        onClick={() => list.update({ order: list.order === 'desc' ? 'asc' : 'desc' })}
      >
        {current}
      </button>
    </div>
  );
}

interface SearchFormProps<Name extends string> {
  fields: readonly { name: Name; label: string; hint?: string; type?: string }[];
  values: Readonly<Record<Name, string>>;
  submitLabel: string;
  onSearch: (values: Record<Name, string>) => void;
}

/**
 * Free-text filters that apply when sent (Enter or the button), not at each keystroke: every
 * search is a query to the server. The boxes start again from the URL when it changes (back).
 */
export function SearchForm<Name extends string>(props: SearchFormProps<Name>) {
  return <SearchFormBoxes key={JSON.stringify(props.values)} {...props} />;
}

function SearchFormBoxes<Name extends string>({
  fields,
  values,
  submitLabel,
  onSearch,
}: SearchFormProps<Name>) {
  const [draft, setDraft] = useState<Record<Name, string>>({ ...values });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries<string>(draft).map(([name, value]) => [name, value.trim()]),
    ) as Record<Name, string>;
    onSearch(trimmed);
  }
  return (
    <form className="backoffice-search" role="search" onSubmit={handleSubmit}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          hint={field.hint}
          type={field.type ?? 'search'}
          value={draft[field.name]}
          onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
        />
      ))}
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </form>
  );
}

/** Previous and next page (the server says whether there is a next one) and the page size. */
export function Pager<Key extends string>({
  list,
  hasMore,
}: {
  list: ListState<Key>;
  hasMore: boolean;
}) {
  const texts = useTexts().backOffice.list;
  return (
    <nav className="pagination backoffice-pager" aria-label={texts.pagerLabel}>
      <button
        type="button"
        className="button button--secondary"
        disabled={list.page <= 1}
        onClick={() => list.goTo(list.page - 1)}
      >
        {texts.previous}
      </button>
      <span aria-current="page">{texts.page(list.page)}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={!hasMore}
        onClick={() => list.goTo(list.page + 1)}
      >
        {texts.next}
      </button>
      <SelectField
        label={texts.pageSize}
        value={String(list.pageSize)}
        options={backOfficePageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(event) => list.update({ pageSize: event.target.value })}
      />
    </nav>
  );
}
