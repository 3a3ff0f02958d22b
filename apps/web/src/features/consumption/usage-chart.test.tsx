import {
  periodContaining,
  type Resolution,
  type UsagePeriod,
  type UsagePoint,
} from '@energiaportaali/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import type * as Recharts from 'recharts';
import { describe, expect, it, vi } from 'vitest';
import { fi } from '../../texts/fi';
import UsageChart from './usage-chart';
import { usageRows } from './usage-rows';

// jsdom lays nothing out, so the chart gets a fixed size instead of measuring its box.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof Recharts>();
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactElement }) =>
      cloneElement(children, { width: 800, height: 320 } as never),
  };
});

const day = periodContaining('day', new Date('2025-11-05T10:00:00Z'));
const month = periodContaining('month', new Date('2025-11-05T10:00:00Z'));

/** The i-th bucket of the period (hours of the day, days of the month). */
function bucket(period: UsagePeriod, index: number, values: Partial<UsagePoint>): UsagePoint {
  const size = period.level === 'hour' ? 3_600_000 : 86_400_000;
  return { ts: new Date(period.start.getTime() + index * size).toISOString(), ...values };
}

function renderChart(
  period: UsagePeriod,
  data: UsagePoint[],
  maximumResolution: Resolution = 'hour',
) {
  const rows = usageRows(
    period,
    { data, maximumResolution },
    undefined,
    fi.consumption.periodLabels,
  );
  const { container } = render(
    <UsageChart
      rows={rows}
      unit="kWh"
      showComparison={false}
      showTemperature={false}
      showCost={false}
      product="electricity"
      drillTargets={rows.map(() => null)}
      onDrill={() => undefined}
    />,
  );
  return container;
}

const legend = () =>
  within(screen.getByRole('list', { name: 'Kaavion selitteet' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const bar = (name: RegExp) => screen.getByRole('img', { name });

/**
 * Points at the middle of a bar's column (or the column `shift` steps right of it), as a mouse
 * would, and gives the tooltip's lines.
 */
function hover(container: HTMLElement, target: HTMLElement, shift = 0): string[] {
  const column = target.querySelector('rect')!;
  const width = Number(column.getAttribute('width'));
  const x = Number(column.getAttribute('x')) + (shift + 0.5) * width;
  fireEvent.mouseMove(container.querySelector('.recharts-wrapper')!, { clientX: x, clientY: 100 });
  return [...container.querySelectorAll('.usage-chart__tooltip p')].map((line) => line.textContent);
}

/** The drawn consumption bars (a gap draws none). */
const drawnBars = (container: HTMLElement) =>
  container.querySelectorAll('.usage-chart__consumption .recharts-rectangle');

describe('the quality of the values in the chart', () => {
  it('marks estimated and suspect hours in the legend, the tooltip and the bar names', async () => {
    const container = renderChart(day, [
      bucket(day, 0, { v: 1 }),
      bucket(day, 1, { v: 2, q: 'estimated' }),
      bucket(day, 2, { v: 1.5, q: 'suspect' }),
    ]);
    expect(legend()).toEqual(['Kulutus (kWh)', 'Arvioitu', 'Epävarma']);
    expect(bar(/klo 0–1/)).toHaveAccessibleName('5.11.2025 klo 0–1: 1,00 kWh');
    expect(bar(/klo 1–2/)).toHaveAccessibleName('5.11.2025 klo 1–2: 2,00 kWh, arvioitu');
    expect(bar(/klo 2–3/)).toHaveAccessibleName('5.11.2025 klo 2–3: 1,50 kWh, epävarma');

    await vi.waitFor(() =>
      expect(hover(container, bar(/klo 1–2/))).toEqual([
        '5.11.2025 klo 1–2',
        'Kulutus: 2,00 kWh',
        'Laatu: Arvioitu',
      ]),
    );
    await vi.waitFor(() => expect(hover(container, bar(/klo 2–3/))).toContain('Laatu: Epävarma'));
    await vi.waitFor(() =>
      expect(hover(container, bar(/klo 0–1/))).toEqual(['5.11.2025 klo 0–1', 'Kulutus: 1,00 kWh']),
    );
  });

  it('leaves a gap for a missing hour, never a zero, and says it is missing', async () => {
    const container = renderChart(day, [
      bucket(day, 0, { v: 1 }),
      bucket(day, 1, { q: 'missing' }),
      bucket(day, 2, { v: 3 }),
    ]);
    expect(drawnBars(container)).toHaveLength(2);
    expect(legend()).toEqual(['Kulutus (kWh)']);
    const gap = bar(/klo 1–2/);
    expect(gap).toHaveAccessibleName('5.11.2025 klo 1–2: ei tietoa, puuttuu');
    await vi.waitFor(() =>
      expect(hover(container, gap)).toEqual([
        '5.11.2025 klo 1–2',
        'Kulutus: ei tietoa',
        'Laatu: Puuttuu',
      ]),
    );
    expect(container).not.toHaveTextContent('0,00 kWh');
    // An hour the answer does not have at all is no gap to explain.
    await vi.waitFor(() => expect(hover(container, bar(/klo 2–3/))).toHaveLength(2));
    await vi.waitFor(() => expect(hover(container, bar(/klo 2–3/), 2)).toEqual([]));
  });

  it('says what the days of a month hold, a partly missing day included', async () => {
    const container = renderChart(month, [
      bucket(month, 0, { v: 20, q: 'estimated' }),
      bucket(month, 1, { v: 12.5, q: 'missing' }),
      bucket(month, 2, { v: 18, q: 'suspect' }),
    ]);
    expect(legend()).toEqual([
      'Kulutus (kWh)',
      'Sisältää arvioituja arvoja',
      'Sisältää epävarmoja arvoja',
      'Sisältää puuttuvia arvoja',
    ]);
    expect(drawnBars(container)).toHaveLength(3);
    await vi.waitFor(() =>
      expect(hover(container, bar(/^2\.11\.2025/))).toEqual([
        '2.11.2025',
        'Kulutus: 12,50 kWh',
        'Laatu: Sisältää puuttuvia arvoja',
      ]),
    );
    expect(bar(/^1\.11\.2025/)).toHaveAccessibleName(
      '1.11.2025: 20,00 kWh, sisältää arvioituja arvoja',
    );
  });

  it('names the hours of quarter-hour data by what they hold', () => {
    renderChart(day, [bucket(day, 0, { v: 1, q: 'estimated' })], 'quarterhour');
    expect(legend()).toEqual(['Kulutus (kWh)', 'Sisältää arvioituja arvoja']);
  });
});
