import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';

interface Row {
  name: string;
  value: number | null;
  other: number | null;
}

const rows: Row[] = [
  { name: 'a', value: 1, other: 2 },
  { name: 'b', value: null, other: 3 },
  { name: 'c', value: 4, other: null },
  { name: 'd', value: 2, other: 1 },
];

function renderChart(props: Partial<Parameters<typeof BarChart<Row>>[0]> = {}) {
  return render(
    <BarChart
      rows={rows}
      tick={(row) => row.name}
      bars={[
        { className: 'values', value: (row) => row.value },
        { className: 'others', value: (row) => row.other },
      ]}
      height={200}
      formatValue={(value) => `${value} kWh`}
      tooltip={(row) => (row.value === null ? null : <p>{`${row.name}: ${row.value}`}</p>)}
      {...props}
    />,
  ).container;
}

const point = (container: HTMLElement, x: number) =>
  fireEvent.pointerMove(container.querySelector('.chart')!, { clientX: x, clientY: 50 });

describe('the bar chart', () => {
  it('draws a bar for every value of every series, none for a missing one', () => {
    const container = renderChart();
    expect(container.querySelectorAll('.values .chart__bar')).toHaveLength(3);
    expect(container.querySelectorAll('.others .chart__bar')).toHaveLength(3);
    const ticks = [...container.querySelectorAll('.chart__tick')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['0 kWh', '1 kWh', '2 kWh', '3 kWh', '4 kWh', 'a', 'b', 'c', 'd']);
  });

  it('shows the tooltip of the category pointed at until the pointer leaves', () => {
    const container = renderChart();
    const plotLeft = Number(container.querySelector('.chart__axis line')!.getAttribute('x1'));
    const band = (640 - 16 - plotLeft) / rows.length;
    point(container, plotLeft + band / 2);
    const tooltip = () => container.querySelector<HTMLElement>('.chart__tooltip');
    expect(tooltip()).toHaveTextContent('a: 1');
    expect(container.querySelector('.chart__cursor')).not.toBeNull();

    point(container, plotLeft + band * 2.5);
    expect(tooltip()).toHaveTextContent('c: 4');
    // No tooltip where the row has none to show, nor left of the plot.
    point(container, plotLeft + band * 1.5);
    expect(tooltip()).toBeNull();
    point(container, plotLeft - 5);
    expect(tooltip()).toBeNull();

    point(container, plotLeft + band * 3.5);
    fireEvent.pointerLeave(container.querySelector('.chart')!, { pointerType: 'mouse' });
    expect(tooltip()).toBeNull();
  });

  it('puts the tooltip right of the category when it fits, else left of it', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    const container = renderChart();
    const plotLeft = Number(container.querySelector('.chart__axis line')!.getAttribute('x1'));
    const band = (640 - 16 - plotLeft) / rows.length;
    const tooltipLeft = () =>
      parseFloat(container.querySelector<HTMLElement>('.chart__tooltip')!.style.left);
    point(container, plotLeft + band / 2);
    expect(tooltipLeft()).toBeCloseTo(plotLeft + band / 2 + 12);
    point(container, plotLeft + band * 3.5);
    expect(tooltipLeft()).toBeCloseTo(plotLeft + band * 3.5 - 12 - 200);
  });

  it('draws to the width of its box, following resizes', () => {
    let resize: (width: number) => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resize = (width) =>
            callback([{ contentRect: { width } } as ResizeObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    const container = renderChart();
    act(() => resize(360));
    expect(container.querySelector('svg')).toHaveAttribute('width', '360');
  });

  it('can go without a value axis and show every label however narrow', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      name: `label ${index}`,
      value: index,
      other: null,
    }));
    const container = renderChart({ rows: many, formatValue: undefined, everyTick: true });
    expect(container.querySelector('.chart__grid')).toBeNull();
    expect(container.querySelectorAll('.chart__tick')).toHaveLength(60);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
