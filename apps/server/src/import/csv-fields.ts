const quote = '"';

/**
 * The fields of one CSV line (RFC 4180 quoting, `""` for a quote inside), each trimmed; null
 * when a quoted field is not closed properly. Our formats separate fields with commas, Datahub's
 * export with semicolons. Fields never span lines in either.
 */
export function splitCsvFields(line: string, separator: ',' | ';' = ','): string[] | null {
  if (!line.includes(quote)) {
    const fields = line.split(separator);
    for (let i = 0; i < fields.length; i++) fields[i] = trimField(fields[i]!);
    return fields;
  }
  const fields: string[] = [];
  let position = 0;
  for (;;) {
    while (line[position] === ' ') position++;
    if (line[position] === quote) {
      const field = quotedField(line, position + 1);
      if (field === null) return null;
      let cursor = field.end;
      while (line[cursor] === ' ') cursor++;
      if (cursor < line.length && line[cursor] !== separator) return null;
      fields.push(field.value);
      if (cursor >= line.length) return fields;
      position = cursor + 1;
    } else {
      const next = line.indexOf(separator, position);
      const end = next === -1 ? line.length : next;
      const value = line.slice(position, end);
      if (value.includes(quote)) return null;
      fields.push(trimField(value));
      if (next === -1) return fields;
      position = next + 1;
    }
  }
}

/** The text of a quoted field opened before `start`, and where its closing quote ends. */
function quotedField(line: string, start: number): { value: string; end: number } | null {
  let value = '';
  let cursor = start;
  for (;;) {
    const closing = line.indexOf(quote, cursor);
    if (closing === -1) return null;
    value += line.slice(cursor, closing);
    if (line[closing + 1] !== quote) return { value, end: closing + 1 };
    value += quote;
    cursor = closing + 2;
  }
}

// Most fields have no surrounding blanks: checking the ends first spares a copy per field.
const trimField = (field: string) =>
  field.length > 0 && (field.charCodeAt(0) <= 32 || field.charCodeAt(field.length - 1) <= 32)
    ? field.trim()
    : field;
