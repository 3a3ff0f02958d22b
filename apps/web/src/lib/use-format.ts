import {
  formatDate,
  formatDateTime,
  formatMonthName,
  formatNumber,
  type Language,
} from '@energiaportaali/domain';
import { useMemo } from 'react';
import { useLanguage } from '../texts';

type Instant = Date | number | string;

/** The domain's formatters in the current language (fi-FI, sv-FI, en-FI; decision 0056). */
export interface Format {
  language: Language;
  number: (value: number, decimals?: number) => string;
  date: (value: Instant, timeZone?: string) => string;
  dateTime: (value: Instant, timeZone?: string) => string;
  monthName: (value: Instant, timeZone?: string) => string;
}

/** The formatters of the current language; a component re-renders with them when it changes. */
export function useFormat(): Format {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value, decimals) => formatNumber(value, decimals, language),
      date: (value, timeZone) => formatDate(value, timeZone, language),
      dateTime: (value, timeZone) => formatDateTime(value, timeZone, language),
      monthName: (value, timeZone) => formatMonthName(value, timeZone, language),
    }),
    [language],
  );
}
