/** The plot area inside the axes, in SVG pixels, and the width of one category. */
export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
  band: number;
}

export const tickLength = 6;

/** A value axis at the plot's left or right edge: its line, tick marks and labels. */
export function ValueAxis({
  plot,
  side,
  ticks,
  y,
  format,
}: {
  plot: Plot;
  side: 'left' | 'right';
  ticks: readonly number[];
  y: (value: number) => number;
  format: (value: number) => string;
}) {
  const x = side === 'left' ? plot.left : plot.right;
  const outwards = side === 'left' ? -1 : 1;
  return (
    <g className="chart__axis">
      <line x1={x} x2={x} y1={plot.top} y2={plot.bottom} />
      {ticks.map((value) => (
        <g key={value} transform={`translate(${x},${y(value)})`}>
          <line x2={outwards * tickLength} />
          <text
            className="chart__tick"
            x={outwards * (tickLength + 2)}
            dy="0.32em"
            textAnchor={side === 'left' ? 'end' : 'start'}
          >
            {format(value)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The horizontal grid lines at the value axis' ticks. */
export function Grid({
  plot,
  ticks,
  y,
}: {
  plot: Plot;
  ticks: readonly number[];
  y: (value: number) => number;
}) {
  return (
    <g className="chart__grid">
      {ticks.map((value) => (
        <line key={value} x1={plot.left} x2={plot.right} y1={y(value)} y2={y(value)} />
      ))}
    </g>
  );
}

/**
 * The category axis under the plot: its line and every `step`-th label (from the first),
 * with tick marks when `marks`.
 */
export function CategoryAxis({
  plot,
  labels,
  step,
  marks,
}: {
  plot: Plot;
  labels: readonly string[];
  step: number;
  marks: boolean;
}) {
  return (
    <g className="chart__axis">
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      {labels.map((label, index) =>
        index % step === 0 ? (
          <g
            key={index}
            transform={`translate(${plot.left + (index + 0.5) * plot.band},${plot.bottom})`}
          >
            {marks && <line y2={tickLength} />}
            <text className="chart__tick" y={tickLength + 2} dy="0.71em" textAnchor="middle">
              {label}
            </text>
          </g>
        ) : null,
      )}
    </g>
  );
}
