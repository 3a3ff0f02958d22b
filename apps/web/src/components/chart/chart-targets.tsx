import { useRef, useState, type KeyboardEvent } from 'react';

/** Bars a keyboard reaches: one tab stop, arrows, Home and End between bars, Enter or Space to act. */
export interface ChartTargets<Row> {
  /** The accessible name of the bars' group. */
  label: string;
  /** A bar's accessible name: its time and value. */
  name: (row: Row, index: number) => string;
  /** Whether a row gets a target (a bar, or a gap worth explaining); every row by default. */
  has?: (row: Row) => boolean;
  /** What Enter, Space or a click on the bar does; null for a bar that opens nothing. */
  action?: (index: number) => (() => void) | null;
}

const previousKeys = new Set(['ArrowLeft', 'ArrowUp']);
const navigationKeys = new Set([...previousKeys, 'ArrowRight', 'ArrowDown', 'Home', 'End']);

/**
 * The bars as keyboard and pointer targets: one transparent column per time step over the whole
 * plot height, drawn above the bars. Drillable ones are buttons, the others images.
 */
export function TargetLayer<Row>({
  rows,
  rowKey,
  targets,
  columnX,
  band,
  top,
  height,
  onFocusIndex,
}: {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  targets: ChartTargets<Row>;
  columnX: (index: number) => number;
  band: number;
  top: number;
  height: number;
  onFocusIndex: (index: number | null) => void;
}) {
  const layerRef = useRef<SVGGElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const hasTarget = (row: Row) => targets.has?.(row) ?? true;
  const indexes = rows.flatMap((row, index) => (hasTarget(row) ? [index] : []));
  const tabStop = indexes.includes(activeIndex) ? activeIndex : (indexes[0] ?? -1);

  function handleKeyDown(event: KeyboardEvent<SVGGElement>, index: number) {
    const action = targets.action?.(index);
    if ((event.key === 'Enter' || event.key === ' ') && action) {
      event.preventDefault();
      action();
      return;
    }
    if (!navigationKeys.has(event.key)) return;
    event.preventDefault();
    const position = indexes.indexOf(index);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? indexes.length - 1
          : position + (previousKeys.has(event.key) ? -1 : 1);
    const nextIndex = indexes[Math.min(Math.max(next, 0), indexes.length - 1)];
    if (nextIndex === undefined) return;
    setActiveIndex(nextIndex);
    layerRef.current?.querySelector<SVGGElement>(`[data-bar-index="${nextIndex}"]`)?.focus();
  }

  return (
    <g ref={layerRef} role="group" aria-label={targets.label}>
      {rows.map((row, index) => {
        if (!hasTarget(row)) return null;
        const action = targets.action?.(index) ?? null;
        return (
          <g
            key={rowKey(row, index)}
            className={`chart__target${action ? ' chart__target--action' : ''}`}
            data-bar-index={index}
            tabIndex={index === tabStop ? 0 : -1}
            role={action ? 'button' : 'img'}
            aria-label={targets.name(row, index)}
            onClick={action ?? undefined}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onFocus={() => {
              setActiveIndex(index);
              onFocusIndex(index);
            }}
            onBlur={() => onFocusIndex(null)}
          >
            <rect className="chart__hit" x={columnX(index)} y={top} width={band} height={height} />
          </g>
        );
      })}
    </g>
  );
}
