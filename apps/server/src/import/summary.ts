import type { ImportResult, ImportSummary } from './run-import';

const count = (n: number) => n.toLocaleString('en-US');
const secondsText = (seconds: number) => `${seconds.toFixed(1)} s`;

/** Rows per second over the whole import, from reading the file to the commit. */
export const rowsPerSecond = (summary: ImportSummary) =>
  summary.seconds > 0 ? summary.rowsRead / summary.seconds : 0;

/** The import's phases and their seconds, in order. */
export const phasesText = (summary: ImportSummary) =>
  summary.phases.map(([phase, seconds]) => `${phase} ${secondsText(seconds)}`).join(', ');

/**
 * The lines an operator reads after an import; `rows` names what a line of the file is (the
 * bench says values: a line of a meter-data file is one value).
 */
export function describeSummary(label: string, summary: ImportSummary, rows = 'rows'): string[] {
  return [
    `${label}: ${count(summary.rowsRead)} ${rows} read: ${count(summary.inserted)} inserted, ` +
      `${count(summary.updated)} updated, ${count(summary.unchanged)} unchanged`,
    `${secondsText(summary.seconds)}, ${count(Math.round(rowsPerSecond(summary)))} ${rows}/s ` +
      `(${phasesText(summary)})`,
  ];
}

/** The line an operator reads after a refused import: what was bad; nothing was written. */
export function describeRejection(
  label: string,
  result: Extract<ImportResult, { status: 'rejected' }>,
): string {
  const { timeSeries } = result;
  const refused =
    timeSeries === undefined
      ? `${count(result.badRows)} bad rows`
      : timeSeries.bad === 0
        ? 'the document was refused'
        : `${count(timeSeries.bad)} of ${count(timeSeries.total)} TimeSeries refused`;
  return `${label}: ${refused}: nothing was imported`;
}
