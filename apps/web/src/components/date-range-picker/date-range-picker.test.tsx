import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker';
import { formatDayRange, rangeStatus, type DayRange } from './day-range';

function Picker({
  initial,
  onChange,
}: {
  initial?: DayRange;
  onChange: (range: DayRange | undefined) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangePicker
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
      lastDay="2025-01-15"
      footer={range ? formatDayRange(range) : 'Valitse'}
    />
  );
}

function dayButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('DateRangePicker', () => {
  it('shows two Finnish months ending with the last selectable day', () => {
    render(<Picker onChange={() => undefined} />);
    const grids = screen.getAllByRole('grid');
    expect(grids.map((grid) => grid.getAttribute('aria-label'))).toEqual([
      'joulukuu 2024',
      'tammikuu 2025',
    ]);
    expect(dayButton(/\s15\. tammikuuta 2025/)).toBeEnabled();
    expect(dayButton(/\s16\. tammikuuta 2025/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siirry seuraavaan kuukauteen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('picks a range as calendar days, and one day is a range too', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(dayButton(/\s3\. tammikuuta 2025/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-01-03', to: undefined });
    await user.click(dayButton(/\s3\. tammikuuta 2025/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-01-03', to: '2025-01-03' });
    expect(screen.getByText('3.1.2025')).toBeVisible();

    await user.click(dayButton(/\s28\. joulukuuta 2024/));
    await user.click(dayButton(/\s10\. tammikuuta 2025/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-12-28', to: '2025-01-10' });
    expect(screen.getByText('28.12.2024–10.1.2025')).toBeVisible();
  });

  it('opens at the month of the chosen range', () => {
    render(
      <Picker initial={{ from: '2024-06-10', to: '2024-06-20' }} onChange={() => undefined} />,
    );
    expect(screen.getAllByRole('grid')[0]).toHaveAttribute('aria-label', 'kesäkuu 2024');
  });

  it('uses 39 px days in windows narrower than 576 px', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 575.98px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { container } = render(<Picker onChange={() => undefined} />);
    expect(container.querySelector('.date-range-picker')).toHaveClass('day-picker--narrow');
  });
});

describe('rangeStatus', () => {
  const texts = {
    chooseStart: 'alku',
    chooseEnd: 'loppu',
    selected: (range: string) => `valittu ${range}`,
  };

  it('asks for the start, then the end, then tells the range', () => {
    expect(rangeStatus(undefined, texts)).toBe('alku');
    expect(rangeStatus({ from: '2025-01-02' }, texts)).toBe('loppu');
    expect(rangeStatus({ from: '2025-01-02', to: '2025-01-05' }, texts)).toBe(
      'valittu 2.1.2025–5.1.2025',
    );
  });
});
