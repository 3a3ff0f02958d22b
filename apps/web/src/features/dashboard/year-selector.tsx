import { yearOptions } from '@energiaportaali/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import '../../components/form.css';
import { useTexts } from '../../texts';
import { detailPath } from '../../lib/consumption-paths';
import type { DashboardPoint } from './metering-points';

const pointLabel = (point: DashboardPoint) => `${point.address}, ${point.zip}, ${point.city}`;

/**
 * The year selector panel of a product card: a metering point, one of its years (newest first,
 * without the year whose load failed) and the link to that year's consumption page. Escape and
 * 'Sulje' close it; the card returns the focus to its opening button.
 */
export function YearSelector({
  id,
  points,
  now,
  failedYearOf,
  onClose,
}: {
  id: string;
  points: readonly DashboardPoint[];
  now: Date;
  /** The year whose total failed to load for a point, if it did. */
  failedYearOf: (point: DashboardPoint) => number | undefined;
  onClose: () => void;
}) {
  const texts = useTexts().dashboard.yearSelector;
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pointSelectRef = useRef<HTMLSelectElement>(null);
  const [pointId, setPointId] = useState(points[0]?.id);
  const [chosenYear, setChosenYear] = useState<number | null>(null);

  const point = points.find((candidate) => candidate.id === pointId) ?? points[0];
  const years = point ? yearOptions(point.firstContractStart, now, failedYearOf(point)) : [];
  const year = chosenYear !== null && years.includes(chosenYear) ? chosenYear : years[0];

  // The latest onClose for the listener, which is added once.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    pointSelectRef.current?.focus();
    const panel = panelRef.current;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeRef.current();
    };
    panel?.addEventListener('keydown', handleKeyDown);
    return () => panel?.removeEventListener('keydown', handleKeyDown);
  }, []);

  if (!point) return null;
  return (
    <div ref={panelRef} id={id} className="year-selector" role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="year-selector__heading">
        {texts.heading}
      </h4>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-point`}>
          {texts.point}
        </label>
        <select
          ref={pointSelectRef}
          id={`${id}-point`}
          className="field__input"
          value={point.id}
          onChange={(event) => setPointId(event.target.value)}
        >
          {points.map((option) => (
            <option key={option.id} value={option.id}>
              {pointLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {year === undefined ? (
        <p className="year-selector__empty">{texts.noYears}</p>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-year`}>
              {texts.year}
            </label>
            <select
              id={`${id}-year`}
              className="field__input"
              value={year}
              onChange={(event) => setChosenYear(Number(event.target.value))}
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <Link className="button button--primary" to={detailPath(point.product, point.id, year)}>
            {texts.goTo(year)}
          </Link>
        </>
      )}
      <button type="button" className="year-selector__close" onClick={onClose}>
        {texts.close}
      </button>
    </div>
  );
}
