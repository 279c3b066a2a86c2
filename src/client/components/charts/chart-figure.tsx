import TableChartIcon from '@mui/icons-material/TableChart';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DataTable, type Column } from '#client/components/dashboard/data-table.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import './chart-figure.css';

/** One point of a chart: its label on the category axis and its value (null: none, a gap). */
export type ChartPoint = { label: string; value: number | null };

export type ChartSpec = {
  kind: 'bar' | 'line';
  /** What the values are (the series' name in the tooltip). */
  seriesLabel: string;
  points: ChartPoint[];
  /** A value as the reader writes numbers (src/shared/format.ts), on the value axis. */
  format: (value: number) => string;
  /** A value in the tooltip, when it differs from the axis' (exact rupees, not ₹1.5L). */
  tooltip?: (value: number) => string;
  /** A point's full name in the tooltip, when the axis label is short. */
  pointName?: (index: number) => string;
  /** The value axis' range; from 0 to the data's maximum unless given. */
  min?: number;
  max?: number;
};

// The charts library is fetched only when a chart is drawn: pages without one never load it,
// and a page with one shows its caption, summary and table first (decision 066).
const BarCanvas = lazy(() => import('./bar-canvas'));
const LineCanvas = lazy(() => import('./line-canvas'));

export const chartHeight = 240;

type ChartFigureProps<T> = {
  /** The figure's caption: what the chart shows. */
  title: string;
  /** One sentence with the figures that matter (read by everyone, drawn under the caption). */
  summary?: ReactNode;
  chart: ChartSpec;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  /** The same numbers as a table: its columns and rows (shown with "Show as table"). */
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  /** Heading level of the caption (the page's structure decides). */
  headingLevel?: 2 | 3;
};

/**
 * A chart with its words (issue 21.5): a caption, a summary sentence, the chart (drawn for the
 * eyes, hidden from screen readers) and the same numbers as a table behind a "Show as table"
 * button, reachable by keyboard and read by screen readers. Fits a 375 px phone.
 */
/**
 * Keeps the drawing out of the Tab order: the library gives its surface tabindex 0, which inside
 * an aria-hidden box would be a stop that says nothing (axe: aria-hidden-focus). The pointer's
 * tooltip still works.
 */
function useNoTabStops() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const quiet = () =>
      box.querySelectorAll('[tabindex]:not([tabindex="-1"])').forEach((el) => {
        el.setAttribute('tabindex', '-1');
      });
    quiet();
    const observer = new MutationObserver(quiet);
    observer.observe(box, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function ChartFigure<T>(props: ChartFigureProps<T>) {
  const { t } = useTranslation('admin');
  const chartRef = useNoTabStops();
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const captionId = `${id}-caption`;
  const tableId = `${id}-table`;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const Canvas = props.chart.kind === 'bar' ? BarCanvas : LineCanvas;
  const nothing = props.chart.points.length === 0 || props.empty !== undefined;
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption className="chart-figure__caption">
        <Heading id={captionId} className="chart-figure__title">
          {props.title}
        </Heading>
        {props.summary !== undefined && <p className="chart-figure__summary">{props.summary}</p>}
      </figcaption>
      {nothing ? (
        <p className="chart-figure__empty">{props.empty ?? t('chart.noData')}</p>
      ) : (
        <>
          <div
            ref={chartRef}
            className="chart-figure__chart"
            aria-hidden="true"
            data-chart={props.chart.kind}
          >
            <Suspense
              fallback={<Skeleton variant="rectangular" height={chartHeight} animation={false} />}
            >
              <Canvas spec={props.chart} height={chartHeight} />
            </Suspense>
          </div>
          <Button
            size="small"
            variant="text"
            startIcon={<TableChartIcon />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Button>
        </>
      )}
      {/* Screen readers always have the table (a plain one while hidden: no scrolling region to
          land on); the button shows it to everyone, as the admin screens' table. */}
      {!nothing && (
        <div id={tableId}>
          {showTable ? (
            <DataTable
              frame="outlined"
              label={props.title}
              columns={props.columns}
              rows={props.rows}
              rowKey={(row) => props.rowKey(row, props.rows.indexOf(row))}
            />
          ) : (
            // A table keeps the width of its content whatever its own width says: hidden
            // in a box of 1px, so it never widens the page on a phone.
            <div className="visually-hidden">
              <table>
                <caption>{props.title}</caption>
                <thead>
                  <tr>
                    {props.columns.map((c, i) => (
                      <th key={i} scope="col">
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {props.rows.map((row, r) => (
                    <tr key={props.rowKey(row, r)}>
                      {props.columns.map((c, i) => (
                        <td key={i}>{c.cell(row, r)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </figure>
  );
}
