/** One row of a chart: the x label under `x.key`, one number (or null, a gap) per series key. */
export type ChartRow = Readonly<Record<string, string | number | null>>;

export type ChartSeries = {
  key: string;
  label: string;
};

export type ChartProps = {
  /** Names the figure; also the caption of the table of the same figures. */
  caption: string;
  kind: 'line' | 'bar';
  rows: readonly ChartRow[];
  /** The column holding each row's label (a month, a week, a band), and its heading in the table. */
  x: { key: string; label: string };
  /** One to four series; each is told apart by its line pattern and its label, never by colour alone. */
  series: readonly ChartSeries[];
  /** How a value reads in the table and the axis (default: the number as is). */
  formatValue?: (value: number) => string;
  /** Drawing height in CSS pixels (default 220). */
  height?: number;
};
