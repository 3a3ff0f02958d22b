import {
  waterPointMetersSchema,
  waterReadingReceiptSchema,
  type WaterReadingRequest,
} from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/** GET /api/water/points/:id/meters: the meter numbers of a water point (404: no such point). */
export function fetchWaterMeters(measurementPointId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/water/points/${encodeURIComponent(measurementPointId)}/meters`,
    waterPointMetersSchema,
    { signal },
  );
}

/** The meters of the point typed in the form; idle while `measurementPointId` is null. */
export function useWaterMetersQuery(measurementPointId: string | null) {
  return useQuery({
    queryKey: ['water-meters', measurementPointId],
    queryFn: async ({ signal }) => unwrap(await fetchWaterMeters(measurementPointId!, signal)),
    enabled: measurementPointId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * POST /api/water/submit (anonymous, with the captcha response in the body) or
 * /api/water/submit/auth (logged in).
 */
export function submitWaterReading(request: WaterReadingRequest, loggedIn: boolean) {
  return apiRequest(
    loggedIn ? '/api/water/submit/auth' : '/api/water/submit',
    waterReadingReceiptSchema,
    { method: 'POST', body: request },
  );
}
