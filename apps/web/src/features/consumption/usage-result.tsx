import {
  apiLevelOf,
  drillDown,
  formatNumber,
  usageQueryRange,
  usageTypeOf,
  type TemperatureAnswer,
  type UsageAnswer,
  type UsagePeriod,
  type UserRole,
} from '@energiaportaali/domain';
import { lazy, Suspense } from 'react';
import { usageDownloadUrl } from '../../api/consumption';
import { Spinner } from '../../components/spinner';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useTexts } from '../../texts';
import { ExcelButton } from './excel-button';
import { periodLabel } from './period-label';
import { hasMissingValues } from './quality';
import { formatEuros, unitLabel } from './row-text';
import type { UsageTarget } from './use-usage-queries';
import {
  costCoverage,
  productionThreshold,
  showsNetOfProductionNote,
  sumDecimals,
  sumOf,
  usageRows,
} from './usage-rows';
import { UsageTable } from './usage-table';

// The charts come in their own chunk; the consumption chart's is fetched beside the page's first
// data (preloadUsageChart), the production chart's when a point has production.
const { Component: UsageChart, preload: loadUsageChart } = preloadableLazy(
  async () => (await import('./usage-chart')).default,
);
const ProductionChart = lazy(() => import('./production-chart'));

/** Starts fetching the consumption chart's code; a failure is left to the chart to show. */
export function preloadUsageChart(): void {
  loadUsageChart().catch(() => undefined);
}

export interface ShownSeries {
  comparison: boolean;
  temperature: boolean;
  table: boolean;
}

/**
 * The loaded period: sum, consumption chart, production, the optional table and the Excel file.
 * In `costMode` the sum and the bars are euros (the answer was asked with cost=true), and a point
 * without any cost says so instead of drawing empty bars.
 */
export function UsageResult({
  target,
  period,
  answer,
  temperatures,
  shown,
  costMode,
  userRole,
  now,
  onDrill,
}: {
  target: UsageTarget;
  period: UsagePeriod;
  answer: UsageAnswer;
  temperatures: TemperatureAnswer['data'] | undefined;
  shown: ShownSeries;
  costMode: boolean;
  userRole: UserRole;
  now: Date;
  onDrill: (period: UsagePeriod) => void;
}) {
  const texts = useTexts().consumption;
  const { product, mp, companyId } = target;
  const { unit, maximumResolution } = answer;
  const rows = usageRows(period, answer, temperatures, texts.periodLabels);
  const drillTargets = rows.map((row) =>
    drillDown(period, row.start, { now, product, role: userRole, maximumResolution }),
  );
  const amount = (value: number, decimals: number) =>
    `${formatNumber(value, decimals)} ${unitLabel(unit)}`;
  const coverage = costMode ? costCoverage(rows) : 'full';
  const shownSum = costMode
    ? formatEuros(sumOf(rows, 'cost'), texts)
    : amount(sumOf(rows, 'value'), sumDecimals(product));
  const production = sumOf(rows, 'production');
  const productionSum = amount(production, sumDecimals(product));
  const label = periodLabel(period, texts.periodLabels);

  const type = usageTypeOf[product];
  const range = usageQueryRange(period);
  const downloadUrl = usageDownloadUrl(type, apiLevelOf(product, period), {
    ...range,
    mp,
    companyid: companyId,
    cost: costMode ? 'true' : undefined,
  });

  return (
    <>
      <div className="usage-summary">
        {coverage === 'none' ? (
          <p className="usage-note" role="status">
            {texts.cost.noData}
          </p>
        ) : (
          <p className="usage-summary__sum">
            <span>{texts.sum}</span> <strong>{shownSum}</strong>
          </p>
        )}
        <ExcelButton
          key={downloadUrl}
          url={downloadUrl}
          fallbackName={`kulutus_${mp}_${type}_${range.start}.xlsx`}
        />
      </div>
      {coverage === 'partial' && <p className="usage-note">{texts.cost.partial}</p>}
      {coverage !== 'none' && hasMissingValues(rows) && (
        <p className="usage-note">{texts.quality.missingNote}</p>
      )}
      {coverage !== 'none' && (
        <Suspense fallback={<Spinner label={texts.chartLoading} />}>
          <UsageChart
            rows={rows}
            unit={unit}
            showComparison={shown.comparison}
            showTemperature={shown.temperature}
            showCost={costMode}
            product={product}
            drillTargets={drillTargets}
            onDrill={onDrill}
          />
        </Suspense>
      )}
      {shown.table && (
        <UsageTable
          rows={rows}
          unit={unit}
          caption={texts.table.caption(label)}
          showComparison={shown.comparison}
          showTemperature={shown.temperature}
          showCost={costMode}
        />
      )}
      {showsNetOfProductionNote(product, period) && (
        <p className="usage-note">{texts.netOfProductionNote}</p>
      )}
      {product === 'electricity' && (
        <section className="usage-production" aria-labelledby="production-heading">
          <h2 id="production-heading">{texts.productionHeading}</h2>
          {production > productionThreshold ? (
            <>
              <p className="usage-summary__sum">
                <span>{texts.productionSum}</span> <strong>{productionSum}</strong>
              </p>
              <Suspense fallback={<Spinner label={texts.chartLoading} />}>
                <ProductionChart
                  rows={rows}
                  unit={unit}
                  label={`${texts.productionHeading} ${label}: ${texts.productionSum.toLowerCase()} ${productionSum}`}
                />
              </Suspense>
            </>
          ) : (
            <p>{texts.productionUnavailable}</p>
          )}
        </section>
      )}
    </>
  );
}
