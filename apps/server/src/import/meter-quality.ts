/** The quality of one stored meter value, from most to least certain. */
export const meterQualities = ['measured', 'estimated', 'suspect', 'missing'] as const;
export type MeterQuality = (typeof meterQualities)[number];

/** The code stored in meter_data and the rollups: the index in `meterQualities`. */
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
