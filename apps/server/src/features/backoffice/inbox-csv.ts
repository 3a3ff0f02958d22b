import type { InboxKind, RequestStatus } from '@energiaportaali/domain';
import type { CsvCell } from './csv';
import type { InboxRow } from './inbox-repo';

// The exports' Finnish texts: column headings, status words and file names.

const statusTexts: Record<RequestStatus, string> = {
  new: 'Uusi',
  handled: 'Käsitelty',
  rejected: 'Hylätty',
};

const fibreKindTexts = { offer: 'Tarjouspyyntö', reading: 'Lukemailmoitus' } as const;

/** The file name's stem; the day of the export follows it (palautteet-2026-11-24.csv). */
export const inboxFileStems: Record<InboxKind, string> = {
  feedback: 'palautteet',
  'water-readings': 'vesilukemat',
  'contact-changes': 'yhteystietomuutokset',
  'fibre-requests': 'kuitupyynnot',
};

const commonHeadings = ['Tunnus', 'Saapunut', 'Tila', 'Käsitelty', 'Käsittelijä'];

interface CommonRow {
  id: number;
  status: RequestStatus;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}

const commonCells = (row: CommonRow): CsvCell[] => [
  row.id,
  { instant: row.createdAt },
  statusTexts[row.status],
  row.handledAt ? { instant: row.handledAt } : null,
  row.handledBy,
];

interface Columns<Kind extends InboxKind> {
  headings: string[];
  cells: (row: InboxRow<Kind>) => CsvCell[];
}

const columns: { [Kind in InboxKind]: Columns<Kind> } = {
  feedback: {
    headings: [...commonHeadings, 'Käyttäjätunnus', 'Asiakas', 'Sähköposti', 'Palaute'],
    cells: (row) => [...commonCells(row), row.username, row.customerName, row.email, row.message],
  },
  'water-readings': {
    headings: [
      ...commonHeadings,
      'Käyttöpaikka',
      'Osoite',
      'Mittari',
      'Lukemapäivä',
      'Lukema (m³)',
      'Sähköposti',
    ],
    cells: (row) => [
      ...commonCells(row),
      row.meteringPointIdentifier,
      row.address,
      row.meterId,
      { day: row.readingDate },
      row.reading,
      row.email,
    ],
  },
  'contact-changes': {
    headings: [...commonHeadings, 'Käyttäjätunnus', 'Nimi', 'Asiakas', 'Puhelin', 'Sähköposti'],
    cells: (row) => [
      ...commonCells(row),
      row.userEmail,
      row.userName,
      row.customerName,
      row.phone,
      row.email,
    ],
  },
  'fibre-requests': {
    headings: [
      ...commonHeadings,
      'Tyyppi',
      'Etunimi',
      'Sukunimi',
      'Puhelin',
      'Sähköposti',
      'Mittauspiste',
      'Mittari',
      'Lukema',
    ],
    cells: (row) => [
      ...commonCells(row),
      fibreKindTexts[row.kind],
      row.firstName,
      row.lastName,
      row.phone,
      row.email,
      row.measurementPointId,
      row.meterId,
      row.consumption === null ? null : { decimal: row.consumption },
    ],
  },
};

/** The columns of an inbox's export: headings and the cells of a row. */
export function inboxColumns<Kind extends InboxKind>(kind: Kind): Columns<Kind> {
  return columns[kind] as Columns<Kind>;
}
