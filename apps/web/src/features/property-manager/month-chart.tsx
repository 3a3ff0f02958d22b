import { formatDate, usageTypeOf, type Contract } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { ApiRequestError, unwrap } from '../../api/client';
import { fetchUsage } from '../../api/consumption';
import { useTexts } from '../../texts';
import { formatAmount, monthRows, totalOf, yearOfMonths } from './month-usage';
import { useInView } from './use-in-view';

const MonthBars = lazy(() => import('./month-bars'));

const isNotFound = (error: Error) =>
  error instanceof ApiRequestError && error.failure.status === 404;

/**
 * The current year's consumption of one metering point by month: a caption with the total, small
 * bars and, for screen readers, the months as a table. Loaded and drawn once scrolled near.
 */
export function MonthChart({ contract }: { contract: Contract }) {
  const allTexts = useTexts();
  const texts = allTexts.propertyManager.monthChart;
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  const product = contract.utility;
  const [{ period, range, level, year }] = useState(() => yearOfMonths(product, new Date()));
  const mp = contract.meteringpointIdentifier;
  const query = useQuery({
    queryKey: ['month-chart', usageTypeOf[product], mp, range.start],
    queryFn: async ({ signal }) =>
      unwrap(await fetchUsage(usageTypeOf[product], level, { ...range, mp }, signal)),
    enabled: inView,
  });

  const rows = query.data ? monthRows(period, query.data) : [];
  const total = totalOf(rows);
  const unit = query.data ? texts.units[query.data.unit] : '';
  const valueText = (value: number) => `${formatAmount(product, value)} ${unit}`;

  const noDataYet = query.data?.noDataYet;
  let status: string | null = null;
  if (query.isPending) status = texts.loading;
  else if (noDataYet) {
    // No meter data yet (decision 0043): said plainly, with the day it starts when known.
    const { title, dataFrom } = allTexts.consumption.noDataYet;
    status = noDataYet.dataFrom ? `${title}. ${dataFrom(formatDate(noDataYet.dataFrom))}` : title;
  } else if ((query.isError && isNotFound(query.error)) || (query.isSuccess && total === null)) {
    status = texts.none;
  } else if (query.isError) status = texts.failed;

  return (
    <figure ref={ref} className="month-chart">
      <figcaption className="month-chart__caption">
        {status ?? texts.caption(year, valueText(total ?? 0))}
      </figcaption>
      <div className="month-chart__plot" aria-hidden="true">
        {status === null && (
          <Suspense fallback={null}>
            <MonthBars rows={rows} valueText={valueText} />
          </Suspense>
        )}
      </div>
      {status === null && (
        <table className="visually-hidden">
          <caption>{texts.tableCaption(year)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.month}</th>
              <th scope="col">{texts.consumption}</th>
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((row) =>
              row.value === null
                ? []
                : [
                    <tr key={row.tick}>
                      <th scope="row">{row.name}</th>
                      <td>{valueText(row.value)}</td>
                    </tr>,
                  ],
            )}
          </tbody>
        </table>
      )}
    </figure>
  );
}
