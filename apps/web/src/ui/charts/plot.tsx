import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartProps } from './types';

/** Colours and dash patterns per series: the pattern and the legend's label tell series apart. */
const STYLES = [
  { stroke: '#0f766e', fill: 'rgba(15, 118, 110, 0.35)', dash: undefined },
  { stroke: '#1e3a8a', fill: 'rgba(30, 58, 138, 0.30)', dash: [8, 4] },
  { stroke: '#9a3412', fill: 'rgba(154, 52, 18, 0.30)', dash: [2, 3] },
  { stroke: '#334155', fill: 'rgba(51, 65, 85, 0.30)', dash: [10, 3, 2, 3] },
] as const;

/** The drawing of a `Chart` (default export, loaded lazily): categories along x, one path per series. */
export default function Plot({
  kind,
  rows,
  x,
  series,
  formatValue,
  height,
}: Required<Pick<ChartProps, 'formatValue' | 'height'>> & ChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    // No layout engine (jsdom): nothing to draw; the table carries the figures.
    if (!el || typeof ResizeObserver === 'undefined' || !window.matchMedia) return;
    const labels = rows.map((row) => String(row[x.key]));
    const data: AlignedData = [
      rows.map((_, i) => i),
      ...series.map((s) =>
        rows.map((row) => (typeof row[s.key] === 'number' ? (row[s.key] as number) : null)),
      ),
    ];
    const bars =
      kind === 'bar'
        ? uPlot.paths.bars?.({ size: [0.7 / Math.max(1, series.length), 48], gap: 2 })
        : undefined;
    const options: Options = {
      width: Math.max(200, el.clientWidth),
      height,
      scales: { x: { time: false, range: [-0.5, rows.length - 0.5] } },
      axes: [
        {
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          incrs: [1, 2, 3, 4, 6, 12],
          stroke: '#334155',
          grid: { show: false },
        },
        { values: (_u, splits) => splits.map((v) => formatValue(v)), stroke: '#334155', size: 56 },
      ],
      series: [
        { label: x.label, value: (_u, i) => (i == null ? '' : (labels[i] ?? '')) },
        ...series.map((s, n) => {
          const style = STYLES[n % STYLES.length] ?? STYLES[0];
          return {
            label: s.label,
            stroke: style.stroke,
            width: 2,
            dash: style.dash ? [...style.dash] : undefined,
            fill: kind === 'bar' ? style.fill : undefined,
            paths: bars,
            points: { show: kind === 'line' },
            value: (_u: uPlot, v: number | null) => (v == null ? '–' : formatValue(v)),
          };
        }),
      ],
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
    };
    let plot: uPlot;
    try {
      plot = new uPlot(options, data, el);
    } catch {
      return;
    }
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [kind, rows, x, series, formatValue, height]);

  return <div ref={box} className="w-full" />;
}
