import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartSpec } from './chart-figure';

/** A bar chart of one series (loaded with the charts library, on demand: chart-figure.tsx). */
export default function BarCanvas({ spec, height }: { spec: ChartSpec; height: number }) {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      skipAnimation
      hideLegend
      margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
      xAxis={[
        {
          scaleType: 'band',
          // Positions, not labels: two points may share a label (two attempts on one day).
          data: spec.points.map((_, i) => i),
          valueFormatter: (i: number, context) =>
            context.location === 'tooltip'
              ? (spec.pointName?.(i) ?? spec.points[i]?.label ?? '')
              : (spec.points[i]?.label ?? ''),
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ min: spec.min ?? 0, max: spec.max, valueFormatter: spec.format, width: 64 }]}
      series={[
        {
          data: spec.points.map((p) => p.value),
          label: spec.seriesLabel,
          color: theme.palette.primary.main,
          valueFormatter: (v) => (v === null ? '' : (spec.tooltip ?? spec.format)(v)),
        },
      ]}
    />
  );
}
