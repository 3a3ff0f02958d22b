/** The columns of one import format; the header row names them, in any order. */
export interface CsvColumns<Name extends string = string> {
  required: readonly Name[];
  optional: readonly Name[];
}

/** Position of each column in the file's rows; an absent optional column is -1. */
export type ColumnPositions<Name extends string = string> = Record<Name, number>;

export type HeaderResult<Name extends string> =
  { ok: true; positions: ColumnPositions<Name>; count: number } | { ok: false; problems: string[] };

/** Matches a header row (names trimmed, case-insensitive) against a format's columns. */
export function readHeader<Name extends string>(
  fields: string[] | null,
  columns: CsvColumns<Name>,
): HeaderResult<Name> {
  const expected = describeColumns(columns);
  if (fields === null) return { ok: false, problems: [`malformed header row (${expected})`] };
  const known: readonly string[] = [...columns.required, ...columns.optional];
  const positions = Object.fromEntries(known.map((name) => [name, -1])) as ColumnPositions<Name>;
  const problems: string[] = [];
  fields.forEach((field, index) => {
    const name = field.toLowerCase() as Name;
    if (!known.includes(name)) {
      problems.push(`unknown column '${field}' (${expected})`);
    } else if (positions[name] !== -1) {
      problems.push(`column '${name}' appears twice`);
    } else {
      positions[name] = index;
    }
  });
  for (const name of columns.required) {
    if (positions[name] === -1) problems.push(`missing column '${name}' (${expected})`);
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, positions, count: fields.length };
}

export function describeColumns(columns: CsvColumns): string {
  const optional = columns.optional.map((name) => `${name} (optional)`);
  return `expected a comma-separated header: ${[...columns.required, ...optional].join(', ')}`;
}
