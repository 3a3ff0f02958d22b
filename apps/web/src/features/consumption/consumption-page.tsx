import { initialPeriod, type UserRole } from '@energiaportaali/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useTexts } from '../../texts';
import { ConsumptionView, costModeOf, searchFor } from './consumption-view';
import { detailEntry, documentNavigationType } from './detail-entry';
import type { UsageTarget } from './use-usage-queries';

/**
 * The consumption details page of any role: the consumer's routes, the company's (with
 * `companyId`) and the managers' housing-company routes. The query string start, end, frame and level is the source of
 * truth: arriving without it fills it in from `routeParam` (a year, or a day for electricity);
 * coming back (browser history) to an address without a valid period goes to `homePath`.
 */
export function ConsumptionPage({
  target,
  userRole,
  homePath,
  routeParam,
  backPath,
}: {
  target: UsageTarget;
  userRole: UserRole;
  /** The role's front page. */
  homePath: string;
  routeParam?: string;
  /** Shown as a 'Takaisin' link above the heading (company and manager views). */
  backPath?: string;
}) {
  const texts = useTexts();
  const [searchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const location = useLocation();
  // One clock for the page's rules, so a render never disagrees with itself.
  const [now] = useState(() => new Date());
  const entry = detailEntry(searchParams, {
    navigationType,
    locationKey: location.key,
    documentNavigation: documentNavigationType(),
  });

  if (entry.show === 'period') {
    return (
      <ConsumptionView
        target={target}
        period={entry.period}
        costMode={costModeOf(searchParams)}
        userRole={userRole}
        now={now}
        backPath={backPath}
      />
    );
  }
  if (entry.show === 'initial-period') {
    const initial = initialPeriod(target.product, now, routeParam);
    return (
      <Navigate
        to={initial ? { search: searchFor(initial, costModeOf(searchParams)) } : homePath}
        replace
      />
    );
  }
  if (entry.show === 'range-too-long') {
    return (
      <div className="container page consumption">
        <h1>{texts.consumption.products[target.product]}</h1>
        <FormAlert>{texts.consumption.errors.rangeTooLong}</FormAlert>
        <p>
          <Link to={homePath}>{texts.notFound.backHome}</Link>
        </p>
      </div>
    );
  }
  return <Navigate to={homePath} replace />;
}
