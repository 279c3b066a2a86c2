import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { monthOf, monthText, type MarkCell } from '#shared/attendance-stats.ts';
import { formatDate } from '#shared/format.ts';
import { istDate } from '#shared/ist.ts';
import { useBatches } from '#client/lib/batch-list.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { reportCsvUrl, useAttendanceReport } from '../api/attendance';
import { Standing } from '#client/components/attendance-standing.tsx';
import { TrendChart } from './trend-chart';

const letters: Record<MarkCell, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  excused: 'E',
  unmarked: '–',
};

/** /Sidebar/Attendance (issue 21.4): a batch's month, students × classes, with percentages. */
export function AttendanceReportScreen() {
  const { t, i18n } = useTranslation('admin-school');
  const courseName = useCourseName();
  const batches = useBatches(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [month, setMonth] = useState(monthOf(istDate(new Date())));
  const list = batches.data?.batches ?? [];
  const batchId = chosen ?? list[0]?.id ?? null;
  const validMonth = monthText.test(month);
  const report = useAttendanceReport(validMonth ? batchId : null, month);
  const r = report.data;
  const word = (m: MarkCell) => t(`attReport.marks.${m}`);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('attReport.batch')}
          value={batchId ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: { sm: 320 } }}
        >
          {list.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {`${courseName(b.course, b.courseId)} · ${b.name}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          label={t('attReport.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          error={!validMonth}
          helperText={validMonth ? ' ' : t('attReport.chooseMonth')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {batchId !== null && validMonth && (
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={reportCsvUrl(batchId, month)}
              download
              sx={{ mt: 1 }}
            >
              {t('attReport.csv')}
            </Button>
          </Box>
        )}
      </Stack>
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {batches.isSuccess && list.length === 0 && (
        <Typography>{t('attReport.noBatches')}</Typography>
      )}
      {r && (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('attReport.batchFigure')} <Standing tally={r.total} threshold={r.threshold} />
            {' · '}
            {t('attReport.thresholdIs', { threshold: r.threshold })}
          </Typography>
          {r.classes.length === 0 || r.students.length === 0 ? (
            <Typography>{t('attReport.noClasses')}</Typography>
          ) : (
            // Positioned, so the cells' hidden words (absolute) scroll with the table instead of
            // widening the page on a phone.
            <Box
              tabIndex={0}
              sx={{ overflowX: 'auto', position: 'relative' }}
              aria-labelledby="att-report-caption"
            >
              <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
                <caption id="att-report-caption" className="visually-hidden">
                  {t('attReport.caption', { batch: r.batch, month: r.month })}
                </caption>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {t('attReport.student')}
                    </TableCell>
                    {r.classes.map((c) => (
                      <TableCell
                        key={`${c.slotId}/${c.on}`}
                        component="th"
                        scope="col"
                        align="center"
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        <Link
                          to={`/Sidebar/Attendance/${c.slotId}/${c.on}`}
                          title={t('attReport.classLink', {
                            date: formatDate(c.on, i18n.language),
                            time: c.startsAt,
                          })}
                        >
                          {formatDate(c.on, i18n.language).slice(0, 5)}
                          <br />
                          {c.startsAt}
                        </Link>
                      </TableCell>
                    ))}
                    <TableCell component="th" scope="col">
                      {t('attReport.percentage')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.students.map((s) => (
                    <TableRow
                      key={s.enrolmentId}
                      sx={s.month.below ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : undefined}
                    >
                      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                        {s.name}
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          {s.studentId}
                        </Typography>
                      </TableCell>
                      {s.marks.map((m, i) => (
                        <TableCell key={i} align="center">
                          <span aria-hidden>{letters[m]}</span>
                          <span className="visually-hidden">{word(m)}</span>
                        </TableCell>
                      ))}
                      <TableCell>
                        <Standing tally={s.month} threshold={r.threshold} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('attReport.legend')}
          </Typography>
          <TrendChart trend={r.trend} />
        </>
      )}
    </>
  );
}
