/** The quality of one stored meter value, from most to least certain. */
export const meterQualities = ['measured', 'estimated', 'suspect', 'missing'] as const;
export type MeterQuality = (typeof meterQualities)[number];

/** The code stored in meter_days (a byte an interval) and the rollups: its `meterQualities` index. */
export const qualityCode: Record<MeterQuality, number> = {
  measured: 0,
  estimated: 1,
  suspect: 2,
  missing: 3,
};

/** The qualities the own CSV's optional `quality` column accepts. */
export const qualityOfName = new Map<string, MeterQuality>(
  meterQualities.map((quality) => [quality, quality]),
);
