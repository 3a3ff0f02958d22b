import {
  periodContaining,
  periodToSearchParams,
  type MeterUnit,
  type Product,
  type UsagePeriod,
  type UserRole,
} from '@energiaportaali/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMeteringPointQuery } from '../../api/metering-points';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import './consumption.css';
import { PeriodSelector } from './period-selector';
import { unitLabel } from './row-text';
import { SeriesOptions } from './series-options';
import { NoDataYet } from './no-data-yet';
import { UnitToggle } from './unit-toggle';
import { useTemperatureQuery, useUsageQuery, type UsageTarget } from './use-usage-queries';
import { usageErrorKind } from './usage-error';
import { UsageFailure } from './usage-failure';
import { preloadUsageChart, UsageResult, type ShownSeries } from './usage-result';

// The € view travels in the page's address like the period (`cost=true`, the API's flag), so
// drilling down, back, forward and reload keep it.
const costParam = 'cost';

/** The page's query string for a period, in euros when `costMode`. */
export function searchFor(period: UsagePeriod, costMode = false): string {
  const params = new URLSearchParams(periodToSearchParams(period));
  if (costMode) params.set(costParam, 'true');
  return `?${params.toString()}`;
}

/** Whether the page's query asks for the € view. */
export function costModeOf(params: URLSearchParams): boolean {
  return params.get(costParam) === 'true';
}

/** The unit of the toggle's consumption button until the first answer tells the point's own. */
const usualUnits: Record<Product, MeterUnit> = {
  electricity: 'kWh',
  districtheat: 'kWh',
  water: 'm3',
};

function usePointAddress({ mp, companyId }: UsageTarget): string | null {
  const point = useMeteringPointQuery(mp, companyId).data;
  return point ? `${point.address}, ${point.zip} ${point.city}` : null;
}

/**
 * The consumption details of one metering point for one period: heading, period selector,
 * series toggles and the loaded data or its error. The period comes from the URL; every change
 * of it is a navigation.
 */
export function ConsumptionView({
  target,
  period,
  costMode,
  userRole,
  now,
  backPath,
}: {
  target: UsageTarget;
  period: UsagePeriod;
  /** Euros instead of the meter unit (the kWh / € toggle). */
  costMode: boolean;
  userRole: UserRole;
  now: Date;
  /** The overview the company and manager views lead back to. */
  backPath?: string;
}) {
  useEffect(preloadUsageChart, []);
  const allTexts = useTexts();
  const texts = allTexts.consumption;
  const navigate = useNavigate();
  const location = useLocation();
  const address = usePointAddress(target);
  const [shown, setShown] = useState<ShownSeries>({
    comparison: false,
    temperature: false,
    table: false,
  });

  const usage = useUsageQuery(target, period, { cost: costMode });
  // Comparison buckets carry no cost, so the € view offers no comparison.
  const series: ShownSeries = costMode ? { ...shown, comparison: false } : shown;
  // A failed consumption load never asks for the comparison (spec 01 §2).
  const comparison = useUsageQuery(target, period, {
    comparison: true,
    enabled: series.comparison && usage.isSuccess,
  });
  const temperature = useTemperatureQuery(target, period, shown.temperature && usage.isSuccess);

  const periodHeadingRef = useRef<HTMLHeadingElement>(null);
  const handleNavigate = useCallback(
    (next: UsagePeriod) => void navigate({ search: searchFor(next, costMode) }),
    [navigate, costMode],
  );
  const handleCostMode = (next: boolean) => void navigate({ search: searchFor(period, next) });
  // The chart is replaced while the opened period loads; focus waits on its heading meanwhile.
  const handleDrill = useCallback(
    (next: UsagePeriod) => {
      handleNavigate(next);
      periodHeadingRef.current?.focus();
    },
    [handleNavigate],
  );
  // Back to where the user came from; opened directly, to the day the hour belongs to.
  const handleGoBack = useCallback(() => {
    if (location.key === 'default') {
      void navigate(
        { search: searchFor(periodContaining('day', period.start), costMode) },
        { replace: true },
      );
    } else {
      void navigate(-1);
    }
  }, [location.key, navigate, period.start, costMode]);

  const errorKind = usage.isError ? usageErrorKind(usage.error, period.level) : null;
  const answer = !usage.isSuccess
    ? undefined
    : series.comparison && comparison.isSuccess
      ? comparison.data
      : usage.data;

  return (
    <div className="container page consumption">
      {backPath && (
        <p className="consumption__back">
          <Link to={backPath}>{allTexts.common.back}</Link>
        </p>
      )}
      <h1>
        {texts.products[target.product]}
        {address && <span className="consumption__address">{address}</span>}
      </h1>
      <PeriodSelector
        period={period}
        product={target.product}
        userRole={userRole}
        now={now}
        onChange={handleNavigate}
        headingRef={periodHeadingRef}
      />
      <div className="consumption__toolbar">
        <UnitToggle
          consumptionUnit={unitLabel(usage.data?.unit ?? usualUnits[target.product])}
          costMode={costMode}
          onChange={handleCostMode}
        />
        {/* Nothing to compare, lay over or tabulate before the point's data has come. */}
        {!usage.data?.noDataYet && (
          <SeriesOptions
            shown={series}
            // The € view keeps the kWh view's comparison choice for the way back.
            onChange={(next) =>
              setShown(costMode ? { ...next, comparison: shown.comparison } : next)
            }
            status={{
              comparison: comparison.status,
              temperature: temperature.status,
            }}
            unavailable={costMode ? { comparison: texts.cost.comparisonUnavailable } : {}}
          />
        )}
      </div>
      {usage.isPending && <Spinner label={texts.loading} />}
      {errorKind && <UsageFailure kind={errorKind} onGoBack={handleGoBack} />}
      {answer?.noDataYet && <NoDataYet noDataYet={answer.noDataYet} />}
      {answer && !answer.noDataYet && (
        <UsageResult
          target={target}
          period={period}
          answer={answer}
          temperatures={shown.temperature ? temperature.data?.data : undefined}
          shown={{
            ...series,
            comparison: series.comparison && comparison.isSuccess,
            temperature: series.temperature && temperature.isSuccess,
          }}
          costMode={costMode}
          userRole={userRole}
          now={now}
          onDrill={handleDrill}
        />
      )}
    </div>
  );
}
