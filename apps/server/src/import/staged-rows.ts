import { splitCsvFields } from './csv-fields';
import { describeColumns, readHeader, type ColumnPositions, type CsvColumns } from './csv-header';
import { readLineBatches, type ByteRange } from './line-reader';

/**
 * Checks one data row: its COPY text line (ending in '\n') when good, or '' when the rule keeps
 * good rows itself (meter data's day blocks); else every problem.
 */
export type RowRule = (fields: string[]) => string | string[];

/** Checks one whole data line of a format that is not comma-separated (LineFormat). */
export type LineRule = (line: string) => string | string[];

/**
 * Another format a file may come in, told by its header line: its line rule when the header is
 * this format's, its problems when the header looks like this format's but cannot be read, or
 * null when the file is not in this format (then it is read as the comma-separated CSV).
 */
export type LineFormat = (
  headerLine: string,
) => { ok: true; rule: LineRule } | { ok: false; problems: string[] } | null;

export interface FileTally {
  /** Data rows (not the header, not blank lines). */
  rowsRead: number;
  /** Data rows refused, plus one when the header itself is refused. */
  badRows: number;
}

export interface StagedRowsInput<Name extends string> {
  path: string;
  /**
   * A part of the file to read: its bytes, and the file's header line when the part starts
   * after it.
   */
  part?: { range: ByteRange; headerLine?: string };
  /** How problem lines name the file (`label:line: reason`). */
  label: string;
  columns: CsvColumns<Name>;
  ruleFor(positions: ColumnPositions<Name>): RowRule;
  otherFormat?: LineFormat;
  report(problem: string): void;
  tally: FileTally;
}

/**
 * Streams a CSV file and yields the COPY text of its good rows, one piece per read chunk,
 * reporting every bad row as `label:line: reason`. After the first bad row nothing more is
 * yielded (the import will be refused), but the rest of the file is still checked so that one
 * run lists every problem.
 */
export async function* stagedRows<Name extends string>(
  input: StagedRowsInput<Name>,
): AsyncGenerator<string> {
  const { label, report, tally } = input;
  let rule: RowRule | undefined;
  let lineRule: LineRule | undefined;
  let columnCount = 0;
  const checkFields = (fields: string[] | null) => {
    if (fields === null) return ['malformed quoted field'];
    if (fields.length !== columnCount) {
      return [`expected ${columnCount} columns, found ${fields.length}`];
    }
    return rule!(fields);
  };
  /** Takes a file's header line: its format and columns, or false when it is refused. */
  const takeHeader = (line: string, lineNumber: number): boolean => {
    const other = input.otherFormat?.(line) ?? null;
    if (other?.ok === false) {
      other.problems.forEach((problem) => report(`${label}:${lineNumber}: ${problem}`));
      tally.badRows++;
      return false;
    }
    if (other) {
      lineRule = other.rule;
      return true;
    }
    const header = readHeader(splitCsvFields(line), input.columns);
    if (!header.ok) {
      header.problems.forEach((problem) => report(`${label}:${lineNumber}: ${problem}`));
      tally.badRows++;
      return false;
    }
    columnCount = header.count;
    rule = input.ruleFor(header.positions);
    return true;
  };
  const givenHeader = input.part?.headerLine;
  if (givenHeader !== undefined && !takeHeader(givenHeader, 1)) return;
  for await (const batch of readLineBatches(input.path, input.part?.range)) {
    let copyText = '';
    for (let i = 0; i < batch.lines.length; i++) {
      const line = batch.lines[i]!;
      const lineNumber = batch.firstNumber + i;
      if (!rule && !lineRule) {
        if (!takeHeader(line, lineNumber)) return;
        continue;
      }
      if (isBlank(line)) continue;
      tally.rowsRead++;
      const result = lineRule ? lineRule(line) : checkFields(splitCsvFields(line));
      if (typeof result === 'string') {
        if (tally.badRows === 0) copyText += result;
      } else {
        tally.badRows++;
        report(`${label}:${lineNumber}: ${result.join('; ')}`);
      }
    }
    if (copyText !== '') yield copyText;
  }
  if (!rule && !lineRule) {
    report(`${label}:1: header row missing (${describeColumns(input.columns)})`);
    tally.badRows++;
  }
}

const isBlank = (line: string) =>
  line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '');
