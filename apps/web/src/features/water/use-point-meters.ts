import { waterPointIdMaxLength, waterReadingMessages } from '@energiaportaali/domain';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { useWaterMetersQuery } from '../../api/water';
import { useTexts } from '../../texts';

const lookupDelayMs = 400;

/** One empty list for every render without meters, so effects do not rerun for nothing. */
export const noMeters: string[] = [];

/** The number once the user has stopped typing for a moment; null while it is no point number. */
function useSettledPointNumber(typed: string): string | null {
  const candidate = typed.trim();
  const usable = /^\d+$/.test(candidate) && candidate.length <= waterPointIdMaxLength;
  const [settled, setSettled] = useState<string | null>(usable ? candidate : null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(usable ? candidate : null), lookupDelayMs);
    return () => clearTimeout(timer);
  }, [candidate, usable]);
  return usable ? settled : null;
}

export interface PointMeters {
  meterIds: string[];
  /** Shown beside the meter choice: what is being looked up, or why there is nothing. */
  status: string | null;
  /** The status is a failure (announced as an alert). */
  failed: boolean;
}

/** The meters of a typed point number, looked up from the server as the user types. */
export function usePointMeters(typedPointNumber: string, enabled: boolean): PointMeters {
  const texts = useTexts();
  const settled = useSettledPointNumber(typedPointNumber);
  const query = useWaterMetersQuery(enabled ? settled : null);
  if (!enabled) return { meterIds: noMeters, status: null, failed: false };
  if (settled === null)
    return { meterIds: noMeters, status: texts.water.meterNeedsPoint, failed: false };
  if (query.isPending)
    return { meterIds: noMeters, status: texts.water.metersLoading, failed: false };
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.failure.status === 404;
    return {
      meterIds: noMeters,
      status: notFound ? waterReadingMessages.pointNotFound : texts.water.metersFailed,
      failed: true,
    };
  }
  return { meterIds: query.data.meterIds, status: null, failed: false };
}
