import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartSpec } from './chart-figure';
import { chartProps } from './chart-props';

/** A bar chart of one series (loaded with the charts library, on demand: chart-figure.tsx). */
export default function BarCanvas({ spec, height }: { spec: ChartSpec; height: number }) {
  const { xAxis, series, margin, ...rest } = chartProps(spec, useTheme().palette.primary.main, 64);
  return (
    <BarChart
      {...rest}
      height={height}
      margin={{ ...margin, right: 8 }}
      xAxis={[{ ...xAxis, scaleType: 'band' }]}
      series={[series]}
    />
  );
}
