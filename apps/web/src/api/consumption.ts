import {
  temperatureAnswerSchema,
  usageAnswerSchema,
  type TemperatureQuery,
  type UsageApiLevel,
  type UsageQuery,
  type UsageType,
} from '@energiaportaali/domain';
import { apiRequest, type ApiResult } from './client';

function queryString(query: Record<string, string | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/{type}/{level}: consumption buckets of one metering point (spec 01 §7). */
export function fetchUsage(
  type: UsageType,
  level: UsageApiLevel,
  query: UsageQuery,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/${type}/${level}?${queryString(query)}`, usageAnswerSchema, { signal });
}

/** GET /api/temperature/{level}: mean temperature of the point's area per bucket. */
export function fetchTemperature(
  level: UsageApiLevel,
  query: TemperatureQuery,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/temperature/${level}?${queryString(query)}`, temperatureAnswerSchema, {
    signal,
  });
}

/** The URL of the Excel file of a usage query (download=true). */
export function usageDownloadUrl(type: UsageType, level: UsageApiLevel, query: UsageQuery): string {
  return `/api/${type}/${level}?${queryString({ ...query, download: 'true' })}`;
}

export type UsageResult = Awaited<ReturnType<typeof fetchUsage>>;
export type { ApiResult };
