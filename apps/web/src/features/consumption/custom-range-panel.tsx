import {
  customPeriod,
  helsinkiDay,
  presets,
  previousPeriod,
  type Preset,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { rangeStatus, type DayRange } from '../../components/date-range-picker/day-range';
import { LazyDateRangePicker } from '../../components/date-range-picker/lazy-date-range-picker';
import { useTexts } from '../../texts';

/** The calendar days of a period, its last day clipped to today. */
function daysOf(period: UsagePeriod, now: Date): DayRange {
  const today = helsinkiDay(now);
  const lastDay = helsinkiDay(new Date(period.end.getTime() - 1));
  const from = helsinkiDay(period.start);
  return { from: from > today ? today : from, to: lastDay > today ? today : lastDay };
}

interface Selection {
  range: DayRange | undefined;
  /** The 'Edellinen' preset whose days are selected; its own level (month or day) applies. */
  preset: Preset | null;
}

function periodOf(selection: Selection, now: Date): UsagePeriod | null {
  if (selection.preset) return previousPeriod(selection.preset, now);
  const { range } = selection;
  return range ? customPeriod(range.from, range.to ?? range.from, now) : null;
}

/**
 * 'Määritä ajanjakso': a two-month range picker with the 'Edellinen' presets (previous year,
 * quarter, month). Nothing changes until Vahvista; a range over a year cannot be confirmed.
 */
export function CustomRangePanel({
  period,
  now,
  onConfirm,
  onCancel,
}: {
  period: UsagePeriod;
  now: Date;
  onConfirm: (period: UsagePeriod) => void;
  onCancel: () => void;
}) {
  const texts = useTexts().consumption.selector;
  const errors = useTexts().consumption.errors;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [selection, setSelection] = useState<Selection>(() => ({
    range: daysOf(period, now),
    preset: null,
  }));

  useEffect(() => headingRef.current?.focus(), []);

  const chosen = periodOf(selection, now);
  const tooLong = selection.range !== undefined && chosen === null;
  const { range } = selection;

  function handlePreset(preset: Preset) {
    setSelection({ range: daysOf(previousPeriod(preset, now), now), preset });
  }

  return (
    <section className="custom-range" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {texts.customHeading}
      </h3>
      <div className="custom-range__presets" role="group" aria-labelledby={`${headingId}-presets`}>
        <span id={`${headingId}-presets`} className="custom-range__presets-label">
          {texts.presetsLabel}
        </span>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={selection.preset === preset}
            onClick={() => handlePreset(preset)}
          >
            {texts.presets[preset]}
          </button>
        ))}
      </div>
      <LazyDateRangePicker
        value={range}
        onChange={(next) => setSelection({ range: next, preset: null })}
        lastDay={helsinkiDay(now)}
        footer={rangeStatus(range, texts)}
      />
      {tooLong && (
        <p className="custom-range__error" role="alert">
          {errors.rangeTooLong}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={chosen === null}
          onClick={() => chosen && onConfirm(chosen)}
        >
          {texts.confirm}
        </button>
      </div>
    </section>
  );
}
