import type { UsageApiLevel } from '@energiaportaali/domain';

/** The bucket sizes of the usage and temperature calls. */
export type Bucket = 'month' | 'day' | 'hour' | 'quarterhour';

/** The API level is the bucket size; the year view (`thisyear`) has month buckets. */
export const bucketOfLevel: Record<UsageApiLevel, Bucket> = {
  thisyear: 'month',
  month: 'month',
  day: 'day',
  hour: 'hour',
  quarterhour: 'quarterhour',
};

/** The metering point a consumption or temperature call asks about. */
export interface PointReference {
  /** The metering point's public identifier. */
  mp: string;
  /** Business id of the company or housing company whose view asks (company and manager views). */
  companyid?: string;
}
