import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartSpec } from './chart-figure';

/** A line chart of one series, points marked (loaded on demand: chart-figure.tsx). */
export default function LineCanvas({ spec, height }: { spec: ChartSpec; height: number }) {
  const theme = useTheme();
  return (
    <LineChart
      height={height}
      skipAnimation
      hideLegend
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          scaleType: 'point',
          // Positions, not labels: two points may share a label (two attempts on one day).
          data: spec.points.map((_, i) => i),
          valueFormatter: (i: number, context) =>
            context.location === 'tooltip'
              ? (spec.pointName?.(i) ?? spec.points[i]?.label ?? '')
              : (spec.points[i]?.label ?? ''),
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ min: spec.min ?? 0, max: spec.max, valueFormatter: spec.format, width: 56 }]}
      series={[
        {
          data: spec.points.map((p) => p.value),
          label: spec.seriesLabel,
          color: theme.palette.primary.main,
          showMark: true,
          valueFormatter: (v) => (v === null ? '' : (spec.tooltip ?? spec.format)(v)),
        },
      ]}
    />
  );
}
