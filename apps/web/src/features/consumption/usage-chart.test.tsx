import {
  periodContaining,
  type Resolution,
  type UsagePeriod,
  type UsagePoint,
} from '@energiaportaali/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fi } from '../../texts/fi';
import UsageChart, { type UsageChartProps } from './usage-chart';
import { usageRows } from './usage-rows';

const day = periodContaining('day', new Date('2025-11-05T10:00:00Z'));
const month = periodContaining('month', new Date('2025-11-05T10:00:00Z'));

/** The i-th bucket of the period (hours of the day, days of the month). */
function bucket(period: UsagePeriod, index: number, values: Partial<UsagePoint>): UsagePoint {
  const size = period.level === 'hour' ? 3_600_000 : 86_400_000;
  return { ts: new Date(period.start.getTime() + index * size).toISOString(), ...values };
}

interface ChartOptions {
  maximumResolution?: Resolution;
  props?: Partial<UsageChartProps>;
  temperatures?: { ts: string; v: number }[];
}

function renderChart(
  period: UsagePeriod,
  data: UsagePoint[],
  { maximumResolution = 'hour', props, temperatures }: ChartOptions = {},
) {
  const rows = usageRows(
    period,
    { data, maximumResolution },
    temperatures,
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
      {...props}
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
  fireEvent.pointerMove(container.querySelector('.chart')!, { clientX: x, clientY: 100 });
  return tooltipLines(container);
}

const tooltipLines = (container: HTMLElement) =>
  [...container.querySelectorAll('.usage-chart__tooltip p')].map((line) => line.textContent);

/** The drawn consumption bars (a gap draws none). */
const drawnBars = (container: HTMLElement) =>
  container.querySelectorAll('.usage-chart__consumption .chart__bar');

describe('the quality of the values in the chart', () => {
  it('marks estimated and suspect hours in the legend, the tooltip and the bar names', () => {
    const container = renderChart(day, [
      bucket(day, 0, { v: 1 }),
      bucket(day, 1, { v: 2, q: 'estimated' }),
      bucket(day, 2, { v: 1.5, q: 'suspect' }),
    ]);
    expect(legend()).toEqual(['Kulutus (kWh)', 'Arvioitu', 'Epävarma']);
    expect(bar(/klo 0–1/)).toHaveAccessibleName('5.11.2025 klo 0–1: 1,00 kWh');
    expect(bar(/klo 1–2/)).toHaveAccessibleName('5.11.2025 klo 1–2: 2,00 kWh, arvioitu');
    expect(bar(/klo 2–3/)).toHaveAccessibleName('5.11.2025 klo 2–3: 1,50 kWh, epävarma');
    // Measured bars are solid; the others lighter, striped or cross-hatched (the CSS of the mark).
    const [measured, estimated, suspect] = drawnBars(container);
    expect(measured).toHaveAttribute('class', 'chart__bar');
    expect(estimated).toHaveClass('usage-chart__bar--estimated');
    expect(suspect).toHaveClass('usage-chart__bar--suspect');

    expect(hover(container, bar(/klo 1–2/))).toEqual([
      '5.11.2025 klo 1–2',
      'Kulutus: 2,00 kWh',
      'Laatu: Arvioitu',
    ]);
    expect(hover(container, bar(/klo 2–3/))).toContain('Laatu: Epävarma');
    expect(hover(container, bar(/klo 0–1/))).toEqual(['5.11.2025 klo 0–1', 'Kulutus: 1,00 kWh']);
  });

  it('leaves a gap for a missing hour, never a zero, and says it is missing', () => {
    const container = renderChart(day, [
      bucket(day, 0, { v: 1 }),
      bucket(day, 1, { q: 'missing' }),
      bucket(day, 2, { v: 3 }),
    ]);
    expect(drawnBars(container)).toHaveLength(2);
    expect(legend()).toEqual(['Kulutus (kWh)']);
    const gap = bar(/klo 1–2/);
    expect(gap).toHaveAccessibleName('5.11.2025 klo 1–2: ei tietoa, puuttuu');
    expect(hover(container, gap)).toEqual([
      '5.11.2025 klo 1–2',
      'Kulutus: ei tietoa',
      'Laatu: Puuttuu',
    ]);
    expect(container).not.toHaveTextContent('0,00 kWh');
    // An hour the answer does not have at all is no gap to explain.
    expect(hover(container, bar(/klo 2–3/))).toHaveLength(2);
    expect(hover(container, bar(/klo 2–3/), 2)).toEqual([]);
  });

  it('says what the days of a month hold, a partly missing day included', () => {
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
    expect(hover(container, bar(/^2\.11\.2025/))).toEqual([
      '2.11.2025',
      'Kulutus: 12,50 kWh',
      'Laatu: Sisältää puuttuvia arvoja',
    ]);
    expect(bar(/^1\.11\.2025/)).toHaveAccessibleName(
      '1.11.2025: 20,00 kWh, sisältää arvioituja arvoja',
    );
  });

  it('names the hours of quarter-hour data by what they hold', () => {
    renderChart(day, [bucket(day, 0, { v: 1, q: 'estimated' })], {
      maximumResolution: 'quarterhour',
    });
    expect(legend()).toEqual(['Kulutus (kWh)', 'Sisältää arvioituja arvoja']);
  });
});

describe('the bars from the keyboard and the pointer', () => {
  const hours = [0, 1, 2, 3].map((hour) => bucket(day, hour, { v: hour + 1 }));

  it('is one tab stop: arrows, Home and End move between bars, focus shows the tooltip', () => {
    const container = renderChart(day, [...hours, bucket(day, 5, { v: 6 })]);
    const group = screen.getByRole('group', { name: fi.consumption.chart.barsLabel });
    const targets = within(group).getAllByRole('img');
    expect(targets.map((target) => target.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    act(() => targets[0]!.focus());
    expect(tooltipLines(container)).toEqual(['5.11.2025 klo 0–1', 'Kulutus: 1,00 kWh']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(bar(/klo 1–2/)).toHaveFocus();
    expect(tooltipLines(container)).toEqual(['5.11.2025 klo 1–2', 'Kulutus: 2,00 kWh']);
    // The hour without data (4–5) is skipped.
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(bar(/klo 5–6/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(bar(/klo 3–4/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(bar(/klo 0–1/)).toHaveFocus();
    expect(targets.map((target) => target.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    fireEvent.blur(document.activeElement!);
    expect(tooltipLines(container)).toEqual([]);
  });

  it('opens a drillable bar with Enter, Space or a click; the others are pictures', () => {
    const onDrill = vi.fn();
    const rows = usageRows(
      day,
      { data: hours, maximumResolution: 'quarterhour' },
      undefined,
      fi.consumption.periodLabels,
    );
    const drillTargets = rows.map((row, index) =>
      index < 2
        ? {
            frame: 'hour' as const,
            level: 'quarterhour' as const,
            start: row.start,
            end: row.start,
          }
        : null,
    );
    renderChart(day, hours, { props: { drillTargets, onDrill } });
    expect(screen.getByText('Avaa tarkempi näkymä valitsemalla pylväs.')).toBeVisible();
    const first = screen.getByRole('button', { name: /klo 0–1/ });
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyDown(first, { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: /klo 1–2/ }));
    expect(onDrill.mock.calls.map(([period]) => period)).toEqual([
      drillTargets[0],
      drillTargets[0],
      drillTargets[1],
    ]);
    fireEvent.keyDown(bar(/klo 2–3/), { key: 'Enter' });
    expect(onDrill).toHaveBeenCalledTimes(3);
  });
});

describe('the series and axes of the chart', () => {
  const valueTicks = (container: HTMLElement) =>
    [...container.querySelectorAll('.chart__axis text')].map((tick) => tick.textContent);

  it('draws the previous year beside the bars and the temperature on a right axis', () => {
    const container = renderChart(
      month,
      [
        bucket(month, 0, { v: 1200, comparison: { ts: '2024-10-31T22:00:00Z', v: 1500 } }),
        bucket(month, 1, { v: 1400, comparison: { ts: '2024-11-01T22:00:00Z', v: 1100 } }),
      ],
      {
        props: { showComparison: true, showTemperature: true },
        temperatures: [{ ts: month.start.toISOString(), v: -3.5 }],
      },
    );
    expect(legend()).toEqual(['Kulutus (kWh)', 'Edellinen vuosi (kWh)', 'Lämpötila (°C)']);
    expect(container.querySelectorAll('.usage-chart__comparison .chart__bar')).toHaveLength(2);
    expect(container.querySelector('.usage-chart__temperature .chart__line')).toHaveAttribute(
      'd',
      expect.stringMatching(/^M[\d.]+,[\d.]+$/),
    );
    // fi-FI numbers: a no-break space between thousands, a hyphen-minus.
    expect(valueTicks(container)).toEqual(
      expect.arrayContaining(['0', '1\u00a0000', '1\u00a0500', '-40 °C', '40 °C', '1.11.']),
    );
    expect(hover(container, bar(/^1\.11\.2025/))).toEqual([
      '1.11.2025',
      'Kulutus: 1\u00a0200,00 kWh',
      'Edellinen vuosi: 1\u00a0500,00 kWh',
      'Lämpötila: -3,5 °C',
    ]);
  });

  it('draws euros with a euro axis in cost mode', () => {
    const container = renderChart(month, [bucket(month, 0, { v: 20, c: 4.5 })], {
      props: { showCost: true },
    });
    expect(legend()).toEqual(['Kustannukset (€)']);
    expect(valueTicks(container)).toContain('2,0 €');
    expect(bar(/^1\.11\.2025/)).toHaveAccessibleName('1.11.2025: 4,50 €, 20,00 kWh');
  });
});
