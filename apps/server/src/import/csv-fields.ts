/**
 * The fields of one CSV line (comma-separated, RFC 4180 quoting), each trimmed; null when a
 * quoted field is not closed properly. Fields never span lines in our formats.
 */
export function splitCsvFields(line: string): string[] | null {
  if (!line.includes('"')) {
    const fields = line.split(',');
    for (let i = 0; i < fields.length; i++) fields[i] = trimField(fields[i]!);
    return fields;
  }
  const fields: string[] = [];
  let position = 0;
  for (;;) {
    while (line[position] === ' ') position++;
    if (line[position] === '"') {
      let value = '';
      let cursor = position + 1;
      for (;;) {
        const quote = line.indexOf('"', cursor);
        if (quote === -1) return null;
        value += line.slice(cursor, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          cursor = quote + 2;
          continue;
        }
        cursor = quote + 1;
        break;
      }
      while (line[cursor] === ' ') cursor++;
      if (cursor < line.length && line[cursor] !== ',') return null;
      fields.push(value);
      if (cursor >= line.length) return fields;
      position = cursor + 1;
    } else {
      const comma = line.indexOf(',', position);
      const end = comma === -1 ? line.length : comma;
      const value = line.slice(position, end);
      if (value.includes('"')) return null;
      fields.push(trimField(value));
      if (comma === -1) return fields;
      position = comma + 1;
    }
  }
}

// Most fields have no surrounding blanks: checking the ends first spares a copy per field.
const trimField = (field: string) =>
  field.length > 0 && (field.charCodeAt(0) <= 32 || field.charCodeAt(field.length - 1) <= 32)
    ? field.trim()
    : field;
