import {
  periodContaining,
  periodToSearchParams,
  type UsagePeriod,
  type UserRole,
} from '@energiaportaali/domain';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMeteringPointQuery } from '../../api/metering-points';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import './consumption.css';
import { PeriodSelector } from './period-selector';
import { SeriesOptions } from './series-options';
import { useTemperatureQuery, useUsageQuery, type UsageTarget } from './use-usage-queries';
import { usageErrorKind } from './usage-error';
import { UsageFailure } from './usage-failure';
import { UsageResult, type ShownSeries } from './usage-result';

/** The page's query string for a period. */
export function searchFor(period: UsagePeriod): string {
  return `?${new URLSearchParams(periodToSearchParams(period)).toString()}`;
}

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
  userRole,
  now,
  backPath,
}: {
  target: UsageTarget;
  period: UsagePeriod;
  userRole: UserRole;
  now: Date;
  /** The overview the company and manager views lead back to. */
  backPath?: string;
}) {
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

  const usage = useUsageQuery(target, period);
  // A failed consumption load never asks for the comparison (spec 01 §2).
  const comparison = useUsageQuery(target, period, {
    comparison: true,
    enabled: shown.comparison && usage.isSuccess,
  });
  const temperature = useTemperatureQuery(target, period, shown.temperature && usage.isSuccess);

  const periodHeadingRef = useRef<HTMLHeadingElement>(null);
  const handleNavigate = useCallback(
    (next: UsagePeriod) => void navigate({ search: searchFor(next) }),
    [navigate],
  );
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
        { search: searchFor(periodContaining('day', period.start)) },
        { replace: true },
      );
    } else {
      void navigate(-1);
    }
  }, [location.key, navigate, period.start]);

  const errorKind = usage.isError ? usageErrorKind(usage.error, period.level) : null;
  const answer = !usage.isSuccess
    ? undefined
    : shown.comparison && comparison.isSuccess
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
      <SeriesOptions
        shown={shown}
        onChange={setShown}
        status={{
          comparison: comparison.status,
          temperature: temperature.status,
        }}
      />
      {usage.isPending && <Spinner label={texts.loading} />}
      {errorKind && <UsageFailure kind={errorKind} onGoBack={handleGoBack} />}
      {answer && (
        <UsageResult
          target={target}
          period={period}
          answer={answer}
          temperatures={shown.temperature ? temperature.data?.data : undefined}
          shown={{
            ...shown,
            comparison: shown.comparison && comparison.isSuccess,
            temperature: shown.temperature && temperature.isSuccess,
          }}
          userRole={userRole}
          now={now}
          onDrill={handleDrill}
        />
      )}
    </div>
  );
}
