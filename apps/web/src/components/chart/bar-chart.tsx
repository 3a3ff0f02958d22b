import { useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { CategoryAxis, Grid, tickLength, ValueAxis, type Plot } from './chart-axes';
import { TargetLayer, type ChartTargets } from './chart-targets';
import { barSlot, labelStep, linearScale, niceTicks } from './scale';
import { useElementWidth } from './use-element-width';
import './chart.css';

export type { ChartTargets } from './chart-targets';

/** One series of bars; its bars are `.chart__bar` inside a group of `className`. */
export interface BarSeries<Row> {
  className: string;
  /** The bar's value; null draws no bar (a gap, never a zero). */
  value: (row: Row) => number | null;
  /** An extra class for one bar, e.g. its quality mark. */
  barClassName?: (row: Row) => string | undefined;
}

/** A line over the bars with an axis of its own at the right, e.g. the temperature. */
export interface LineSeries<Row> {
  className: string;
  /** Null leaves the point out; the line joins the points either side of it. */
  value: (row: Row) => number | null;
  domain: readonly [number, number];
  ticks: readonly number[];
  formatTick: (value: number) => string;
  dots: boolean;
}

export interface BarChartProps<Row> {
  rows: readonly Row[];
  /** A row's React key; its index by default. */
  rowKey?: (row: Row, index: number) => string | number;
  /** A row's label on the category axis. */
  tick: (row: Row) => string;
  bars: readonly BarSeries<Row>[];
  line?: LineSeries<Row>;
  height: number;
  /** The value axis' labels; without it the chart has no value axis and no grid. */
  formatValue?: (value: number) => string;
  /** Every category label shown, however narrow; else every n-th, so that none overlap. */
  everyTick?: boolean;
  /** The tooltip of a row pointed at or focused; null shows none. */
  tooltip?: (row: Row) => ReactElement | null;
  targets?: ChartTargets<Row>;
  /** SVG definitions the bars' CSS refers to (fill patterns). */
  defs?: ReactNode;
  fontSize?: number;
}

// The width drawn before the box is measured (and in tests, where nothing is laid out).
const fallbackWidth = 640;

function axisWidth(labels: readonly string[], charWidth: number): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.max(32, Math.ceil(longest * charWidth) + tickLength + 8);
}

const byIndex = (_row: unknown, index: number) => index;

/**
 * Puts the tooltip beside the pointed category: right of it when it fits, else left of it, and
 * never past the chart's edges (its width is known only once drawn, so this runs before paint).
 */
function placeTooltip(element: HTMLElement | null, centre: number, chartWidth: number) {
  if (!element) return;
  const width = element.offsetWidth;
  const gap = 12;
  const x = centre + gap + width <= chartWidth ? centre + gap : centre - gap - width;
  element.style.left = `${Math.max(0, Math.min(x, chartWidth - width))}px`;
}

/**
 * A bar chart drawn as SVG to the width of its box: bars per category (several series side by
 * side), an optional line on a right axis, a tooltip on pointing or keyboard focus, and with
 * `targets` a keyboard layer over the bars.
 */
export function BarChart<Row>({
  rows,
  rowKey = byIndex,
  tick,
  bars,
  line,
  height,
  formatValue,
  everyTick = false,
  tooltip,
  targets,
  defs,
  fontSize = 14,
}: BarChartProps<Row>) {
  const [ref, measuredWidth] = useElementWidth();
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const width = measuredWidth || fallbackWidth;
  const charWidth = fontSize * 0.6;

  const values = rows.flatMap((row) => bars.map((series) => series.value(row) ?? 0));
  const valueTicks = niceTicks(values);
  const left = formatValue ? axisWidth(valueTicks.map(formatValue), charWidth) : 0;
  const rightAxis = line ? axisWidth(line.ticks.map(line.formatTick), charWidth) : 0;
  const right = width - (line ? rightAxis : formatValue ? 16 : 0);
  const bottom = height - fontSize - tickLength - 8;
  const band = rows.length > 0 ? Math.max(0, right - left) / rows.length : 0;
  const plot: Plot = { left, right, top: formatValue ? fontSize : 4, bottom, band };
  const y = linearScale([Math.min(...valueTicks), Math.max(...valueTicks)], [bottom, plot.top]);
  const columnX = (index: number) => left + index * band;
  const labels = rows.map(tick);

  const shownIndex = hoverIndex ?? focusIndex;
  const shownRow = shownIndex === null ? undefined : rows[shownIndex];
  const tip = shownRow === undefined || !tooltip ? null : tooltip(shownRow);
  const tipCentre = columnX(shownIndex ?? 0) + band / 2;

  function handlePointer(event: PointerEvent<HTMLDivElement>) {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    const index = Math.floor(x / band);
    setHoverIndex(x >= 0 && index < rows.length ? index : null);
  }

  function handlePointerLeave(event: PointerEvent<HTMLDivElement>) {
    // A lifted finger leaves the chart at once; its tooltip stays until the next touch.
    if (event.pointerType !== 'touch') setHoverIndex(null);
  }

  return (
    <div
      ref={ref}
      className="chart"
      style={{ height }}
      onPointerMove={handlePointer}
      onPointerDown={handlePointer}
      onPointerLeave={handlePointerLeave}
    >
      <svg className="chart__svg" width={width} height={height} fontSize={fontSize}>
        {defs && <defs>{defs}</defs>}
        <g aria-hidden="true">
          {formatValue && <Grid plot={plot} ticks={valueTicks} y={y} />}
          {tip !== null && shownIndex !== null && (
            <rect
              className="chart__cursor"
              x={columnX(shownIndex)}
              y={plot.top}
              width={band}
              height={bottom - plot.top}
            />
          )}
          {bars.map((series, seriesIndex) => {
            const slot = barSlot(band, bars.length, seriesIndex);
            return (
              <g key={series.className} className={`chart__series ${series.className}`}>
                {rows.map((row, index) => {
                  const value = series.value(row);
                  if (value === null) return null;
                  const mark = series.barClassName?.(row);
                  return (
                    <rect
                      key={rowKey(row, index)}
                      className={mark ? `chart__bar ${mark}` : 'chart__bar'}
                      x={columnX(index) + slot.offset}
                      y={Math.min(y(value), y(0))}
                      width={slot.width}
                      height={Math.abs(y(value) - y(0))}
                    />
                  );
                })}
              </g>
            );
          })}
          {line && <Line plot={plot} rows={rows} rowKey={rowKey} line={line} />}
          {formatValue && (
            <ValueAxis plot={plot} side="left" ticks={valueTicks} y={y} format={formatValue} />
          )}
          {line && (
            <ValueAxis
              plot={plot}
              side="right"
              ticks={line.ticks}
              y={linearScale(line.domain, [bottom, plot.top])}
              format={line.formatTick}
            />
          )}
          <CategoryAxis
            plot={plot}
            labels={labels}
            step={everyTick ? 1 : labelStep(labels, band, charWidth)}
            marks={formatValue !== undefined}
          />
        </g>
        {targets && (
          <TargetLayer
            rows={rows}
            rowKey={rowKey}
            targets={targets}
            columnX={columnX}
            band={band}
            top={plot.top}
            height={bottom - plot.top}
            onFocusIndex={setFocusIndex}
          />
        )}
      </svg>
      {tip !== null && (
        <div
          ref={(element) => placeTooltip(element, tipCentre, width)}
          className="chart__tooltip"
          aria-hidden="true"
          style={{ top: plot.top }}
        >
          {tip}
        </div>
      )}
    </div>
  );
}

/** The line series: its points at the middle of their categories, joined over gaps. */
function Line<Row>({
  plot,
  rows,
  rowKey,
  line,
}: {
  plot: Plot;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  line: LineSeries<Row>;
}) {
  const y = linearScale(line.domain, [plot.bottom, plot.top]);
  const points = rows.flatMap((row, index) => {
    const value = line.value(row);
    if (value === null) return [];
    return [{ key: rowKey(row, index), x: plot.left + (index + 0.5) * plot.band, y: y(value) }];
  });
  return (
    <g className={`chart__series ${line.className}`}>
      <path
        className="chart__line"
        d={points.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x},${point.y}`).join('')}
      />
      {line.dots &&
        points.map((point) => (
          <circle key={point.key} className="chart__dot" cx={point.x} cy={point.y} r={3} />
        ))}
    </g>
  );
}
