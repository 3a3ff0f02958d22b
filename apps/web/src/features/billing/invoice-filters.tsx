import { useId, useState } from 'react';
import {
  formatDayRange,
  rangeStatus,
  type DayRange,
} from '../../components/date-range-picker/day-range';
import { LazyDateRangePicker } from '../../components/date-range-picker/lazy-date-range-picker';
import '../../components/form.css';
import { SelectField, type SelectOption } from '../../components/select-field';
import { useTexts } from '../../texts';
import {
  lastSelectableDay,
  presetRange,
  rangePresets,
  type InvoiceDateRange,
  type RangePreset,
} from './table-rules';

export interface RangeChoice {
  range: InvoiceDateRange;
  /** The preset the range came from; null for days picked in the calendar. */
  preset: RangePreset | null;
}

/** 'Aikaväli': the presets, the chosen days and the calendar behind 'Valitse päivät'. */
export function RangeFilter({
  choice,
  today,
  timeZone,
  onChange,
}: {
  choice: RangeChoice;
  today: string;
  timeZone: string;
  onChange: (choice: RangeChoice) => void;
}) {
  const texts = useTexts().billing;
  const labelId = useId();
  const calendarId = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  // The calendar's own selection: half a range until the second day is picked.
  const [draft, setDraft] = useState<DayRange | undefined>(choice.range);

  function handlePreset(preset: RangePreset) {
    const range = presetRange(preset, today);
    setDraft(range);
    onChange({ range, preset });
  }

  function handleDays(next: DayRange | undefined) {
    setDraft(next);
    if (next?.to !== undefined) onChange({ range: { from: next.from, to: next.to }, preset: null });
  }

  const status = rangeStatus(draft, {
    chooseStart: texts.chooseStart,
    chooseEnd: texts.chooseEnd,
    selected: texts.rangeChosen,
  });

  return (
    <div className="billing-filters__range" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field__label">
        {texts.range}
      </span>
      <div className="billing-filters__presets">
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={choice.preset === preset}
            onClick={() => handlePreset(preset)}
          >
            {texts.presets[preset]}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          aria-expanded={calendarOpen}
          aria-controls={calendarOpen ? calendarId : undefined}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          {calendarOpen ? texts.hideCalendar : texts.chooseDays}
        </button>
      </div>
      <p className="billing-filters__summary">{texts.rangeSummary(formatDayRange(choice.range))}</p>
      {calendarOpen && (
        <LazyDateRangePicker
          id={calendarId}
          value={draft}
          onChange={handleDays}
          lastDay={lastSelectableDay(today)}
          timeZone={timeZone}
          footer={status}
        />
      )}
    </div>
  );
}

function UsagePlaceFilter({
  options,
  value,
  onChange,
}: {
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const texts = useTexts().billing;
  return (
    <div className="billing-filters__place">
      <SelectField
        label={texts.usagePlace}
        placeholder={texts.allUsagePlaces}
        options={options}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
    </div>
  );
}

/** 'Laskujen rajaus': the date range (presets or calendar) and the usage place. */
export function InvoiceFilters({
  range,
  usagePlace,
  usagePlaces,
  today,
  timeZone,
  onRangeChange,
  onUsagePlaceChange,
}: {
  range: RangeChoice;
  usagePlace: string | null;
  usagePlaces: readonly SelectOption[];
  today: string;
  timeZone: string;
  onRangeChange: (choice: RangeChoice) => void;
  onUsagePlaceChange: (usagePlace: string | null) => void;
}) {
  const texts = useTexts().billing;
  return (
    <section className="billing-filters" aria-label={texts.filtersLabel}>
      <RangeFilter choice={range} today={today} timeZone={timeZone} onChange={onRangeChange} />
      <UsagePlaceFilter options={usagePlaces} value={usagePlace} onChange={onUsagePlaceChange} />
    </section>
  );
}
