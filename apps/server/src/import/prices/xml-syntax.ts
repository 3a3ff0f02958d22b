import { XMLValidator } from 'fast-xml-parser';

// fast-xml-parser's validator finds where a file stops being XML, but says it in its own words
// ("Invalid '[ \"a\", \"b\"]' found.:1:1" for a cut-off file). An integrator reads these instead:
// what is wrong in plain words, at the line and column where reading stopped.

/** Where the XML of a file breaks, in words an integrator understands. */
export interface XmlSyntaxProblem {
  line: number;
  column: number;
  reason: string;
}

const truncated =
  'the file is probably cut short (an interrupted download or copy): fetch it again';
const quoted = (names: readonly string[]) => names.map((name) => `<${name}>`);
const listed = (items: readonly string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

/** Line and column (1-based) just after the file's last character that is not blank. */
function endOf(xml: string): { line: number; column: number } {
  const text = xml.trimEnd();
  const lines = text.split(/\r?\n/);
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/** The offset of a 1-based line and column, as the validator counts them. */
function offsetOf(xml: string, line: number, column: number): number {
  let offset = 0;
  for (let i = 1; i < line; i++) offset = xml.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

// The validator's messages (fast-xml-parser 5), each with what it means for the file.
const explanations: [RegExp, (...parts: string[]) => string][] = [
  [
    /^Expected closing tag '(.+)' \(opened in line (\d+), col (\d+)\) instead of closing tag '(.+)'\.$/,
    (open, line, column, close) =>
      `</${close}> does not close <${open}>, opened at line ${line}, column ${column}: elements must close in the order they were opened`,
  ],
  [
    /^Closing tag '(.+)' has not been opened\.$/,
    (name) => `</${name}> closes an element that was never opened`,
  ],
  [
    /^Closing tag '(.+)' doesn't have proper closing\.$/,
    (name) => `</${name}> does not end in '>'`,
  ],
  [
    /^Closing tag '(.+)' can't have attributes or invalid starting\.$/,
    (name) => `</${name}> is not a plain end tag (an end tag holds only the element's name)`,
  ],
  [
    /^Tag '(.+)' is an invalid name\.$/,
    (name) => `'<${name}' is not an element name: a '<' inside text must be written &lt;`,
  ],
  [
    /^Invalid space after '<'\.$/,
    () => `a '<' followed by a space: a '<' inside text must be written &lt;`,
  ],
  [
    /^char '&' is not expected\.$/,
    () =>
      `a '&' that does not start an entity such as &amp; or &lt;: a '&' inside text must be written &amp;`,
  ],
  [/^char '(.)' is not expected\.$/, (char) => `text ('${char}…') outside the document's elements`],
  [
    /^Multiple possible root nodes found\.$/,
    () => 'a second document starts after the first one ended: a file holds one document',
  ],
  [/^Extra text at the end$/, () => 'text after the end of the document'],
  [
    /^XML declaration allowed only at the start of the document\.$/,
    () => 'an XML declaration (<?xml …?>) in the middle of the file: it may only start a file',
  ],
  [
    /^Attributes for '(.+)' have open quote\.$/,
    (name) => `an attribute of <${name}> opens a quote that is never closed`,
  ],
];

/** Why the file is not well-formed XML, with where reading stopped; null when it is. */
export function xmlSyntaxProblem(xml: string): XmlSyntaxProblem | null {
  const result = XMLValidator.validate(xml);
  if (result === true) return null;
  const { code, msg, line, col } = result.err;
  const end = endOf(xml);
  // Elements still open at the end of the file: the validator lists them, outermost first.
  const open = /^Invalid '(\[.*\])' found\.$/.exec(msg)?.[1];
  const unclosed = open
    ? (JSON.parse(open) as string[])
    : [/^Unclosed tag '(.+)'\.$/.exec(msg)?.[1]].filter((name) => name !== undefined);
  if (unclosed.length > 0) {
    const names = listed(quoted(unclosed));
    return {
      ...end,
      reason: `not well-formed XML: the file ends before ${names} ${unclosed.length === 1 ? 'is' : 'are'} closed; ${truncated}`,
    };
  }
  if (msg === 'Start tag expected.') {
    return {
      ...end,
      reason: `not well-formed XML: the file ends before its first element; ${truncated}`,
    };
  }
  const column = col ?? 1;
  if (xml.slice(offsetOf(xml, line, column)).trim() === '') {
    return {
      ...end,
      reason: `not well-formed XML: the file ends in the middle of a tag; ${truncated}`,
    };
  }
  for (const [pattern, explain] of explanations) {
    const parts = pattern.exec(msg);
    if (parts)
      return { line, column, reason: `not well-formed XML: ${explain(...parts.slice(1))}` };
  }
  const what =
    code === 'InvalidAttr'
      ? `an attribute is not written once as name="value"`
      : 'a tag is malformed';
  return { line, column, reason: `not well-formed XML: ${what}` };
}
