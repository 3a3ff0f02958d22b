import { formatNumber } from '@energiaportaali/domain';
import { BarChart } from '../../components/chart/bar-chart';
import type { UsageBucket } from './product-usage';

function decimalsFor(buckets: readonly UsageBucket[]): number {
  const largest = Math.max(0, ...buckets.map((bucket) => Math.abs(bucket.value ?? 0)));
  if (largest >= 10) return 0;
  return largest >= 1 ? 1 : 2;
}

/**
 * A company card's small bar chart of one product (loaded on demand with the other charts).
 * It is a picture for the eye: `label` names it, and the card states the total in text.
 */
export default function SmallUsageChart({
  buckets,
  unit,
  label,
}: {
  buckets: readonly UsageBucket[];
  unit: string;
  label: string;
}) {
  const decimals = decimalsFor(buckets);
  return (
    <div className="small-usage-chart" role="img" aria-label={label}>
      <BarChart
        rows={buckets}
        rowKey={(bucket) => bucket.start.getTime()}
        tick={(bucket) => bucket.tick}
        bars={[{ className: 'small-usage-chart__bars', value: (bucket) => bucket.value }]}
        height={140}
        fontSize={12}
        formatValue={(value) => formatNumber(value, decimals)}
        tooltip={(bucket) =>
          bucket.value === null ? null : (
            <p className="small-usage-chart__tooltip">
              <strong>{bucket.tick}</strong> {formatNumber(bucket.value, 2)} {unit}
            </p>
          )
        }
      />
    </div>
  );
}
