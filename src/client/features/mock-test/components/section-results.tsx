import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AttemptResult } from '#shared/mock-results.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { formatAccuracy, formatMarks } from '../result-format';

type SectionResult = NonNullable<AttemptResult['sections']>[number];

/** The figures' headings, shared with the figures above the table. */
export type ResultColumns = Record<
  'section' | 'score' | 'correct' | 'wrong' | 'unattempted' | 'negative' | 'accuracy',
  string
>;

// On a phone the section table keeps the score, right and wrong answers and accuracy
// (unattempted and negative marks follow from them and are among the figures above), each on
// one line: issue 27.18.
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const cell = { whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } } as const;

type Figure = {
  key: keyof ResultColumns;
  value: (s: SectionResult) => string | number;
  /** Shown on a phone too. */
  onPhone: boolean;
};

const figures: Figure[] = [
  {
    key: 'score',
    value: (s) => `${formatMarks(s.score)} / ${formatMarks(s.maxScore)}`,
    onPhone: true,
  },
  { key: 'correct', value: (s) => s.correct, onPhone: true },
  { key: 'wrong', value: (s) => s.wrong, onPhone: true },
  { key: 'unattempted', value: (s) => s.unattempted, onPhone: false },
  { key: 'negative', value: (s) => formatMarks(-s.negativeMarks), onPhone: false },
  { key: 'accuracy', value: (s) => formatAccuracy(s.accuracy), onPhone: true },
];

type SectionResultsProps = { sections: SectionResult[]; columns: ResultColumns };

/** The section-wise figures of an attempt: a row a section, a column a figure. */
export function SectionResults({ sections, columns }: SectionResultsProps) {
  const { t } = useTranslation('mock');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={t('result.sectionWise')}
        sx={{ '& td, & th': { fontSize: { xs: '0.8rem', sm: '0.875rem' } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: cell.px }}>{columns.section}</TableCell>
            {figures.map((f) => (
              <TableCell key={f.key} align="right" sx={f.onPhone ? { px: cell.px } : wide}>
                {columns[f.key]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.map((s) => (
            <TableRow key={s.sectionId}>
              <TableCell component="th" scope="row" sx={{ px: cell.px }}>
                {s.title}
              </TableCell>
              {figures.map((f) => (
                <TableCell
                  key={f.key}
                  align="right"
                  sx={f.onPhone ? cell : { ...wide, whiteSpace: 'nowrap' }}
                >
                  {f.value(s)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
