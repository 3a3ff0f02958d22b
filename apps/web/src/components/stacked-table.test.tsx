import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable, type TableColumn } from './stacked-table';

interface Invoice {
  number: string;
  due: string;
  pdf: boolean;
}

const columns: TableColumn<Invoice>[] = [
  { header: 'Laskunumero', rowHeader: true, cell: (invoice) => invoice.number },
  { header: 'Eräpäivä', cardOrder: 1, cell: (invoice) => invoice.due },
  { header: 'PDF', cell: (invoice) => (invoice.pdf ? <button type="button">PDF</button> : null) },
];

describe('StackedTable', () => {
  it('is a table named by its caption, each cell labelled by its column for the cards', () => {
    render(
      <StackedTable
        caption="Laskut"
        columns={columns}
        rows={[
          { number: '5000047', due: '1.2.2026', pdf: true },
          { number: '5000050', due: '15.1.2026', pdf: false },
        ]}
        rowKey={(invoice) => invoice.number}
      />,
    );
    const table = screen.getByRole('table', { name: 'Laskut' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Laskunumero', 'Eräpäivä', 'PDF']);
    const row = screen.getByRole('rowheader', { name: '5000047' }).closest('tr')!;
    const [due, pdf] = within(row).getAllByRole('cell');
    expect(due).toHaveAttribute('data-label', 'Eräpäivä');
    expect(due!.style.getPropertyValue('--card-order')).toBe('1');
    expect(pdf).toHaveAttribute('data-label', 'PDF');
    expect(pdf!.style.getPropertyValue('--card-order')).toBe('');
    // An empty cell stays empty, so that the card leaves it out (td:empty).
    const other = screen.getByRole('rowheader', { name: '5000050' }).closest('tr')!;
    expect(within(other).getAllByRole('cell')[1]).toBeEmptyDOMElement();
  });
});
