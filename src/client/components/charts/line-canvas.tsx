import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartSpec } from './chart-figure';
import { chartProps } from './chart-props';

/** A line chart of one series, points marked, over gaps (loaded on demand: chart-figure.tsx). */
export default function LineCanvas({ spec, height }: { spec: ChartSpec; height: number }) {
  const { xAxis, series, margin, ...rest } = chartProps(spec, useTheme().palette.primary.main, 56);
  return (
    <LineChart
      {...rest}
      height={height}
      margin={{ ...margin, right: 16 }}
      xAxis={[{ ...xAxis, scaleType: 'point' }]}
      series={[{ ...series, showMark: true, connectNulls: true }]}
    />
  );
}
