import { helsinkiDay, presets, type Preset } from '@energiaportaali/domain';
import { useId, useState } from 'react';
import { rangeStatus, type DayRange } from '../../components/date-range-picker/day-range';
import { LazyDateRangePicker } from '../../components/date-range-picker/lazy-date-range-picker';
import { useTexts } from '../../texts';
import {
  periodDays,
  periodText,
  presetCardPeriod,
  rangeCardPeriod,
  type CardPeriod,
} from './card-period';

/** The calendar of 'Valitse ajanjakso': nothing changes until Vahvista. */
function RangePanel({
  initial,
  now,
  onConfirm,
  onCancel,
}: {
  initial: DayRange;
  now: Date;
  onConfirm: (period: CardPeriod) => void;
  onCancel: () => void;
}) {
  const texts = useTexts().company.usage;
  const [range, setRange] = useState<DayRange | undefined>(initial);
  const chosen = range ? rangeCardPeriod(range, now) : null;
  return (
    <div className="card-period__panel">
      <LazyDateRangePicker
        value={range}
        onChange={setRange}
        lastDay={helsinkiDay(now)}
        footer={rangeStatus(range, texts)}
      />
      {range && chosen === null && (
        <p className="card-period__error" role="alert">
          {texts.rangeTooLong}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={chosen === null}
          onClick={() => chosen && onConfirm(chosen)}
        >
          {texts.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * A company card's period: the three 'Edellinen' presets (spec 02 §9) and a calendar of whole
 * days with no future dates. The chosen period is announced as it changes.
 */
export function CardPeriodControls({
  value,
  now,
  onChange,
}: {
  value: CardPeriod;
  now: Date;
  onChange: (period: CardPeriod) => void;
}) {
  const texts = useTexts().company.usage;
  const id = useId();
  const [picking, setPicking] = useState(false);

  function choose(period: CardPeriod) {
    setPicking(false);
    onChange(period);
  }

  return (
    <div className="card-period">
      <p className="card-period__current" aria-live="polite">
        {texts.period(periodText(value.period, now, texts))}
      </p>
      <div className="card-period__choices">
        <div className="card-period__presets" role="group" aria-labelledby={`${id}-presets`}>
          <span id={`${id}-presets`} className="card-period__presets-label">
            {texts.presetsLabel}
          </span>
          {presets.map((preset: Preset) => (
            <button
              key={preset}
              type="button"
              className="chip"
              aria-pressed={value.preset === preset}
              onClick={() => choose(presetCardPeriod(preset, now))}
            >
              {texts.presets[preset]}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="chip"
          aria-expanded={picking}
          aria-controls={picking ? `${id}-panel` : undefined}
          onClick={() => setPicking(!picking)}
        >
          {texts.pickRange}
        </button>
      </div>
      {picking && (
        <div id={`${id}-panel`}>
          <RangePanel
            initial={periodDays(value.period, now)}
            now={now}
            onConfirm={choose}
            onCancel={() => setPicking(false)}
          />
        </div>
      )}
    </div>
  );
}
