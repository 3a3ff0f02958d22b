import { XMLValidator } from 'fast-xml-parser';

// fast-xml-parser's validator finds where a file stops being XML, but says it in its own words
// ("Invalid '[ \"a\", \"b\"]' found.:1:1" for a cut-off file). An integrator reads these instead:
// what is wrong in plain Finnish (decision 0041), at the line and column where reading stopped.

/** Where the XML of a file breaks, in words an integrator understands. */
export interface XmlSyntaxProblem {
  line: number;
  column: number;
  reason: string;
}

const notXml = 'tiedosto ei ole kelvollista XML:ää: ';
const truncated =
  'tiedosto on luultavasti katkennut (keskeytynyt lataus tai kopiointi): hae se uudelleen';
const quoted = (names: readonly string[]) => names.map((name) => `<${name}>`);
const listed = (items: readonly string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} ja ${items.at(-1)!}`;

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
      `</${close}> ei sulje elementtiä <${open}>, joka avattiin rivillä ${line}, sarakkeessa ${column}: elementit suljetaan päinvastaisessa järjestyksessä kuin ne avattiin`,
  ],
  [
    /^Closing tag '(.+)' has not been opened\.$/,
    (name) => `</${name}> sulkee elementin, jota ei ole avattu`,
  ],
  [
    /^Closing tag '(.+)' doesn't have proper closing\.$/,
    (name) => `</${name}> ei pääty merkkiin '>'`,
  ],
  [
    /^Closing tag '(.+)' can't have attributes or invalid starting\.$/,
    (name) => `</${name}> ei ole pelkkä lopputagi (lopputagissa on vain elementin nimi)`,
  ],
  [
    /^Tag '(.+)' is an invalid name\.$/,
    (name) => `'<${name}' ei ole elementin nimi: tekstin sisällä '<' kirjoitetaan &lt;`,
  ],
  [
    /^Invalid space after '<'\.$/,
    () => `'<' ja sen perässä välilyönti: tekstin sisällä '<' kirjoitetaan &lt;`,
  ],
  [
    /^char '&' is not expected\.$/,
    () =>
      `'&', joka ei aloita entiteettiä kuten &amp; tai &lt;: tekstin sisällä '&' kirjoitetaan &amp;`,
  ],
  [
    /^char '(.)' is not expected\.$/,
    (char) => `tekstiä ('${char}…') dokumentin elementtien ulkopuolella`,
  ],
  [
    /^Multiple possible root nodes found\.$/,
    () => 'toinen dokumentti alkaa ensimmäisen päätyttyä: tiedostossa on yksi dokumentti',
  ],
  [/^Extra text at the end$/, () => 'tekstiä dokumentin lopun jälkeen'],
  [
    /^XML declaration allowed only at the start of the document\.$/,
    () => 'XML-esittely (<?xml …?>) keskellä tiedostoa: se saa olla vain tiedoston alussa',
  ],
  [
    /^Attributes for '(.+)' have open quote\.$/,
    (name) => `elementin <${name}> attribuutin lainausmerkki jää sulkematta`,
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
      reason: `${notXml}tiedosto loppuu ennen kuin ${names} on suljettu; ${truncated}`,
    };
  }
  if (msg === 'Start tag expected.') {
    return {
      ...end,
      reason: `${notXml}tiedosto loppuu ennen ensimmäistä elementtiään; ${truncated}`,
    };
  }
  const column = col ?? 1;
  if (xml.slice(offsetOf(xml, line, column)).trim() === '') {
    return {
      ...end,
      reason: `${notXml}tiedosto loppuu kesken tagin; ${truncated}`,
    };
  }
  for (const [pattern, explain] of explanations) {
    const parts = pattern.exec(msg);
    if (parts) return { line, column, reason: `${notXml}${explain(...parts.slice(1))}` };
  }
  const what =
    code === 'InvalidAttr'
      ? 'attribuuttia ei ole kirjoitettu kerran muodossa nimi="arvo"'
      : 'tagi on virheellinen';
  return { line, column, reason: `${notXml}${what}` };
}
