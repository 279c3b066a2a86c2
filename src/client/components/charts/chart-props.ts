import type { ChartSpec } from './chart-figure';

// What the bar and the line canvases share: the points along x by position, the value axis, and
// the one series with its tooltip.

const margin = { left: 8, top: 16, bottom: 8 };

/** The props both charts take from a spec, but the x axis's scale type and the series' extras. */
export function chartProps(spec: ChartSpec, color: string, valueAxisWidth: number) {
  return {
    skipAnimation: true,
    hideLegend: true,
    margin,
    xAxis: {
      // Positions, not labels: two points may share a label (two attempts on one day).
      data: spec.points.map((_, i) => i),
      valueFormatter: (i: number, context: { location: string }) =>
        context.location === 'tooltip'
          ? (spec.pointName?.(i) ?? spec.points[i]?.label ?? '')
          : (spec.points[i]?.label ?? ''),
      tickLabelStyle: { fontSize: 11 },
    },
    yAxis: [
      { min: spec.min ?? 0, max: spec.max, valueFormatter: spec.format, width: valueAxisWidth },
    ],
    series: {
      data: spec.points.map((p) => p.value),
      label: spec.seriesLabel,
      color,
      valueFormatter: (v: number | null) => (v === null ? '' : (spec.tooltip ?? spec.format)(v)),
    },
  };
}
