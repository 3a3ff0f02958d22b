import {
  formatNumber,
  type MeterUnit,
  type Product,
  type UsagePeriod,
} from '@energiaportaali/domain';
import {
  BarChart,
  type BarSeries,
  type ChartTargets,
  type LineSeries,
} from '../../components/chart/bar-chart';
import { useTexts } from '../../texts';
import { valueTickFormatter } from './chart-style';
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

// One chart per page, so the patterns have fixed ids (CSS fills the marked bars with them).
const patternId = (mark: Exclude<BarMark, 'partial'>) => `usage-quality-${mark}`;

/**
 * The fills of estimated (diagonal stripes) and suspect (cross-hatched) bars: half the brand
 * colour on its tint, so they read lighter than a measured bar; CSS gives them a brand outline.
 */
const qualityPatterns = (
  <>
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
  </>
);

/** The temperature's right axis: −40…40 °C whatever the period's range. */
const temperatureAxis = { domain: [-40, 40], ticks: [-40, -20, 0, 20, 40] } as const;

/** Whether a row gets a keyboard target: it has a bar, or it is a gap of missing values. */
const hasTarget = (row: UsageRow) => row.value !== null || row.quality === 'missing';

/** The class of a consumption bar marked by the quality of its bucket. */
function qualityClass(row: UsageRow): string | undefined {
  const mark = barMark(row.quality);
  return mark ? `usage-chart__bar--${mark}` : undefined;
}

/**
 * The consumption bars of the period, with the previous year's bars beside them and the
 * temperature as a line on a right axis of −40…40 °C. With `showCost` the bars are the cost in
 * euros. Every bar is a keyboard target named by its time and value; a drillable one opens its
 * period.
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
  const shown: RowView = {
    comparison: showComparison,
    temperature: showTemperature,
    cost: showCost,
    product,
  };
  const anyDrillable = drillTargets.some((target) => target !== null);
  const shownValue = (row: UsageRow) => (showCost ? row.cost : row.value);
  const values = rows.flatMap((row) => [
    shownValue(row) ?? 0,
    showComparison ? (row.comparison ?? 0) : 0,
  ]);
  const barsLabel = showCost
    ? `${texts.cost.legend} (€)`
    : `${texts.chart.consumptionLabel} (${unitLabel(unit)})`;

  const bars: BarSeries<UsageRow>[] = [
    { className: 'usage-chart__consumption', value: shownValue, barClassName: qualityClass },
  ];
  if (showComparison)
    bars.push({ className: 'usage-chart__comparison', value: (row) => row.comparison });
  const temperature: LineSeries<UsageRow> | undefined = showTemperature
    ? {
        className: 'usage-chart__temperature',
        value: (row) => row.temperature,
        ...temperatureAxis,
        formatTick: (value) => `${formatNumber(value)} °C`,
        dots: rows.length <= 31,
      }
    : undefined;
  const targets: ChartTargets<UsageRow> = {
    label: texts.chart.barsLabel,
    name: (row) => barName(row, unit, texts, showCost),
    has: hasTarget,
    action: (index) => {
      const target = drillTargets[index];
      return target ? () => onDrill(target) : null;
    },
  };
  // A time step without anything to show has no tooltip; a gap of missing values has one.
  const hasTooltip = (row: UsageRow) =>
    shownValue(row) !== null ||
    (showComparison && row.comparison !== null) ||
    (showTemperature && row.temperature !== null) ||
    row.quality === 'missing';

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
          <BarChart
            rows={rows}
            rowKey={(row) => row.start.getTime()}
            tick={(row) => row.tick}
            bars={bars}
            line={temperature}
            height={320}
            formatValue={valueTickFormatter(values, showCost ? ' €' : '')}
            tooltip={(row) =>
              hasTooltip(row) ? (
                <div className="usage-chart__tooltip">
                  <p className="usage-chart__tooltip-time">{row.label}</p>
                  {rowDetails(row, unit, shown, texts).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              ) : null
            }
            targets={targets}
            defs={qualityPatterns}
          />
        </div>
      </div>
    </div>
  );
}
