import type { QueryStatus } from '@tanstack/react-query';
import { useTexts } from '../../texts';
import type { ShownSeries } from './usage-result';

type Option = keyof ShownSeries;
const options: readonly Option[] = ['comparison', 'temperature', 'table'];

/**
 * The toggles 'Vertailu edelliseen vuoteen', 'Lämpötila' and 'Näytä taulukkona' (all off at
 * first), with the loading state or failure of the extra series they fetch.
 */
export function SeriesOptions({
  shown,
  onChange,
  status,
}: {
  shown: ShownSeries;
  onChange: (shown: ShownSeries) => void;
  status: Record<'comparison' | 'temperature', QueryStatus>;
}) {
  const texts = useTexts();
  const { consumption } = texts;

  function statusOf(option: Option): string | null {
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
                onChange={(event) => onChange({ ...shown, [option]: event.target.checked })}
              />
              <span>{consumption.options[option]}</span>
            </label>
            <span className="series-options__status" role="status">
              {message}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
