import {
  formatNumber,
  type MeterUnit,
  type Product,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  usePlotArea,
  ZIndexLayer,
  type BarShapeProps,
} from 'recharts';
import { useTexts } from '../../texts';
import { chartColors, valueAxisWidth, valueTickFormatter, type TooltipState } from './chart-style';
import { barMark, qualityLegend, type BarMark } from './quality';
import { barName, rowDetails, unitLabel, type RowView } from './row-text';
import type { UsageRow } from './usage-rows';

export interface UsageChartProps {
  rows: readonly UsageRow[];
  unit: MeterUnit;
  showComparison: boolean;
  showTemperature: boolean;
  /** Bars of the cost in euros instead of the consumption (the € toggle). */
  showCost: boolean;
  product: Product;
  /** The period a bar opens, or null when it cannot be drilled into. */
  drillTargets: readonly (UsagePeriod | null)[];
  onDrill: (period: UsagePeriod) => void;
}

const navigationKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

// Above every layer recharts draws (its highest default is 1100, the line cursor).
const barTargetsZIndex = 2000;

function RowTooltip({
  active,
  payload,
  unit,
  shown,
}: TooltipState & {
  unit: MeterUnit;
  shown: RowView;
}) {
  const texts = useTexts().consumption;
  const row = payload?.[0]?.payload;
  // Null values are passed on (filterNull off) so that a gap of missing values has a tooltip.
  const anyValue = payload?.some((item) => item.value !== null && item.value !== undefined);
  if (!active || !row || !(anyValue || row.quality === 'missing')) return null;
  return (
    <div className="usage-chart__tooltip">
      <p className="usage-chart__tooltip-time">{row.label}</p>
      {rowDetails(row, unit, shown, texts).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

// One chart per page, so the patterns have fixed ids (CSS fills the marked bars with them).
const patternId = (mark: Exclude<BarMark, 'partial'>) => `usage-quality-${mark}`;

/**
 * The fills of estimated (diagonal stripes) and suspect (cross-hatched) bars: half the brand
 * colour on its tint, so they read lighter than a measured bar; CSS gives them a brand outline.
 */
function QualityPatterns() {
  return (
    <defs>
      <pattern
        id={patternId('estimated')}
        width={6}
        height={6}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width={6} height={6} className="usage-chart__pattern-ground" />
        <rect width={3} height={6} className="usage-chart__pattern-ink" />
      </pattern>
      <pattern id={patternId('suspect')} width={6} height={6} patternUnits="userSpaceOnUse">
        <rect width={6} height={6} className="usage-chart__pattern-ground" />
        <path d="M0 0L6 6M6 0L0 6" className="usage-chart__pattern-line" />
      </pattern>
    </defs>
  );
}

/** A consumption (or cost) bar, marked by the quality of its bucket. */
function QualityBar(props: BarShapeProps) {
  const mark = barMark((props.payload as UsageRow | undefined)?.quality ?? null);
  return <Rectangle {...props} className={mark ? `usage-chart__bar--${mark}` : undefined} />;
}

/** Whether a row gets a keyboard target: it has a bar, or it is a gap of missing values. */
const hasTarget = (row: UsageRow) => row.value !== null || row.quality === 'missing';

/**
 * The bars as keyboard and pointer targets: one transparent column per time step over the whole
 * plot height, drawn above the chart. They are one tab stop: arrow keys, Home and End move
 * between them, Enter or Space (or a click) opens a drillable one. Kept apart from recharts' own
 * bars so that focus changes never re-create those.
 */
function BarTargets({
  rows,
  unit,
  cost,
  drillTargets,
  onDrill,
  onFocusRow,
}: {
  rows: readonly UsageRow[];
  unit: MeterUnit;
  cost: boolean;
  drillTargets: readonly (UsagePeriod | null)[];
  onDrill: (period: UsagePeriod) => void;
  onFocusRow: (index: number | null) => void;
}) {
  const texts = useTexts().consumption;
  const plot = usePlotArea();
  const layerRef = useRef<SVGGElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  if (!plot || rows.length === 0) return null;

  const barIndexes = rows.flatMap((row, index) => (hasTarget(row) ? [index] : []));
  const tabStop = barIndexes.includes(activeIndex) ? activeIndex : (barIndexes[0] ?? -1);
  const band = plot.width / rows.length;

  function handleKeyDown(event: KeyboardEvent<SVGGElement>, index: number) {
    const target = drillTargets[index];
    if ((event.key === 'Enter' || event.key === ' ') && target) {
      event.preventDefault();
      onDrill(target);
      return;
    }
    if (!navigationKeys.has(event.key)) return;
    event.preventDefault();
    const position = barIndexes.indexOf(index);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? barIndexes.length - 1
          : position + (event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 1);
    const nextIndex = barIndexes[Math.min(Math.max(next, 0), barIndexes.length - 1)];
    if (nextIndex === undefined) return;
    setActiveIndex(nextIndex);
    layerRef.current?.querySelector<SVGGElement>(`[data-bar-index="${nextIndex}"]`)?.focus();
  }

  return (
    <ZIndexLayer zIndex={barTargetsZIndex}>
      <g ref={layerRef} role="group" aria-label={texts.chart.barsLabel}>
        {rows.map((row, index) => {
          if (!hasTarget(row)) return null;
          const target = drillTargets[index] ?? null;
          return (
            <g
              key={row.start.getTime()}
              className={`usage-bar${target ? ' usage-bar--drillable' : ''}`}
              data-bar-index={index}
              tabIndex={index === tabStop ? 0 : -1}
              role={target ? 'button' : 'img'}
              aria-label={barName(row, unit, texts, cost)}
              onClick={target ? () => onDrill(target) : undefined}
              onKeyDown={(event) => handleKeyDown(event, index)}
              onFocus={() => {
                setActiveIndex(index);
                onFocusRow(index);
              }}
              onBlur={() => onFocusRow(null)}
            >
              <rect
                className="usage-bar__hit"
                x={plot.x + index * band}
                y={plot.y}
                width={band}
                height={plot.height}
              />
            </g>
          );
        })}
      </g>
    </ZIndexLayer>
  );
}

/**
 * The consumption bars of the period (recharts; this module is loaded on demand), with the
 * previous year's bars beside them and the temperature as a line on a right axis of −40…40 °C.
 * With `showCost` the bars are the cost in euros.
 */
export default function UsageChart({
  rows,
  unit,
  showComparison,
  showTemperature,
  showCost,
  product,
  drillTargets,
  onDrill,
}: UsageChartProps) {
  const texts = useTexts().consumption;
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const shown: RowView = {
    comparison: showComparison,
    temperature: showTemperature,
    cost: showCost,
    product,
  };
  const anyDrillable = drillTargets.some((target) => target !== null);
  const focusedRow = focusedIndex === null ? undefined : rows[focusedIndex];
  const values = rows.flatMap((row) => [
    (showCost ? row.cost : row.value) ?? 0,
    showComparison ? (row.comparison ?? 0) : 0,
  ]);
  const axisSuffix = showCost ? ' €' : '';
  const barsLabel = showCost
    ? `${texts.cost.legend} (€)`
    : `${texts.chart.consumptionLabel} (${unitLabel(unit)})`;

  return (
    <div className="usage-chart">
      <ul className="chart-legend" aria-label={texts.chart.legendLabel}>
        <li>
          <span className="chart-legend__swatch chart-legend__swatch--consumption" />
          {barsLabel}
        </li>
        {qualityLegend(rows).map(({ mark, quality }) => (
          <li key={mark}>
            <span className={`chart-legend__swatch chart-legend__swatch--${mark}`} />
            {texts.quality.labels[quality]}
          </li>
        ))}
        {showComparison && (
          <li>
            <span className="chart-legend__swatch chart-legend__swatch--comparison" />
            {texts.chart.comparisonLabel} ({unitLabel(unit)})
          </li>
        )}
        {showTemperature && (
          <li>
            <span className="chart-legend__swatch chart-legend__swatch--temperature" />
            {texts.chart.temperatureLabel}
          </li>
        )}
      </ul>
      {anyDrillable && <p className="usage-chart__hint">{texts.chart.drillHint}</p>}
      <div className="chart-scroll">
        <div className="chart-scroll__inner">
          <ResponsiveContainer width="100%" height={320}>
            <ComposedChart
              data={rows as UsageRow[]}
              margin={{ top: 16, right: showTemperature ? 0 : 16, bottom: 8, left: 0 }}
              accessibilityLayer={false}
              barGap={2}
            >
              <QualityPatterns />
              <CartesianGrid vertical={false} stroke={chartColors.grid} />
              <XAxis dataKey="tick" interval="equidistantPreserveStart" tickMargin={6} />
              <YAxis
                yAxisId="usage"
                tickFormatter={valueTickFormatter(values, axisSuffix)}
                width={valueAxisWidth(values, axisSuffix)}
              />
              {showTemperature && (
                <YAxis
                  yAxisId="temperature"
                  orientation="right"
                  domain={[-40, 40]}
                  ticks={[-40, -20, 0, 20, 40]}
                  tickFormatter={(value: number) => `${formatNumber(value)} °C`}
                  width={56}
                />
              )}
              <Tooltip
                cursor={{ fill: chartColors.cursor }}
                isAnimationActive={false}
                filterNull={false}
                content={({ active, payload }) => (
                  <RowTooltip active={active} payload={payload} unit={unit} shown={shown} />
                )}
              />
              <Bar
                yAxisId="usage"
                dataKey={showCost ? 'cost' : 'value'}
                name={showCost ? texts.cost.legend : texts.chart.consumptionLabel}
                className="usage-chart__consumption"
                shape={QualityBar}
                isAnimationActive={false}
              />
              {showComparison && (
                <Bar
                  yAxisId="usage"
                  dataKey="comparison"
                  name={texts.chart.comparisonLabel}
                  fill={chartColors.comparison}
                  className="usage-chart__comparison"
                  isAnimationActive={false}
                />
              )}
              {showTemperature && (
                <Line
                  yAxisId="temperature"
                  dataKey="temperature"
                  name={texts.chart.temperatureLabel}
                  stroke={chartColors.temperature}
                  strokeWidth={2}
                  dot={rows.length <= 31}
                  connectNulls
                  className="usage-chart__temperature"
                  isAnimationActive={false}
                />
              )}
              <BarTargets
                rows={rows}
                unit={unit}
                cost={showCost}
                drillTargets={drillTargets}
                onDrill={onDrill}
                onFocusRow={setFocusedIndex}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </div>
      <div className="usage-chart__focus" aria-hidden="true">
        {focusedRow && (
          <>
            <strong>{focusedRow.label}</strong>{' '}
            {rowDetails(focusedRow, unit, shown, texts).join(' · ')}
          </>
        )}
      </div>
    </div>
  );
}
