import type { QueryStatus } from '@tanstack/react-query';
import { useId } from 'react';
import { useTexts } from '../../texts';
import type { ShownSeries } from './usage-result';

type Option = keyof ShownSeries;
const options: readonly Option[] = ['comparison', 'temperature', 'table'];

/**
 * The toggles 'Vertailu edelliseen vuoteen', 'Lämpötila' and 'Näytä taulukkona' (all off at
 * first), with the loading state or failure of the extra series they fetch. An option in
 * `unavailable` is disabled with its reason beside it.
 */
export function SeriesOptions({
  shown,
  onChange,
  status,
  unavailable = {},
}: {
  shown: ShownSeries;
  onChange: (shown: ShownSeries) => void;
  status: Record<'comparison' | 'temperature', QueryStatus>;
  unavailable?: Partial<Record<Option, string>>;
}) {
  const texts = useTexts();
  const { consumption } = texts;
  const ids = useId();

  function statusOf(option: Option): string | null {
    const reason = unavailable[option];
    if (reason) return reason;
    if (option === 'table' || !shown[option]) return null;
    if (status[option] === 'pending') return texts.common.loading;
    return status[option] === 'error' ? consumption.errors[option] : null;
  }

  return (
    <fieldset className="series-options">
      <legend className="series-options__legend">{consumption.options.label}</legend>
      {options.map((option) => {
        const message = statusOf(option);
        return (
          <div key={option} className="series-options__item">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={shown[option]}
                disabled={unavailable[option] !== undefined}
                aria-describedby={unavailable[option] ? `${ids}-${option}` : undefined}
                onChange={(event) => onChange({ ...shown, [option]: event.target.checked })}
              />
              <span>{consumption.options[option]}</span>
            </label>
            <span id={`${ids}-${option}`} className="series-options__status" role="status">
              {message}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
