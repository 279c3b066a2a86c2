import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TestSummary } from '#shared/mock-test-builder.ts';
import { formatDateTime, formatNumber } from '#shared/format.ts';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useAdminTests, useTestMutations } from '../api/admin-tests';
import { formatMarks } from '../result-format';
import { adminPaths } from '#client/lib/paths.ts';

const statusColors = {
  draft: 'default',
  upcoming: 'info',
  open: 'success',
  closed: 'warning',
} as const;

/** Every test with its status and attempts, and the way to build, publish and see results. */
export function AdminTestsList() {
  const { t, i18n } = useTranslation('admin-questions');
  const language = i18n.language;
  const statusLabel: Record<TestSummary['status'], string> = {
    draft: t('tests.status.draft'),
    upcoming: t('tests.status.upcoming'),
    open: t('tests.status.open'),
    closed: t('tests.status.closed'),
  };
  const courseName = useCourseName();
  const tests = useAdminTests();
  const { remove } = useTestMutations();
  const [deleting, setDeleting] = useState<TestSummary | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={Link}
          to={adminPaths.mockTest('new')}
        >
          {t('tests.new')}
        </Button>
        <Button variant="outlined" component={Link} to={adminPaths.mockQuestions}>
          {t('tests.questionBank')}
        </Button>
      </Box>
      <QueryView query={tests} loadingLabel={t('tests.loading')}>
        {(data) => (
          <Paper variant="outlined">
            <TableScroll label={t('tests.tableLabel')} stickyActions>
              <Table size="small" aria-label={t('tests.tableLabel')}>
                <TableHead>
                  {/* Short headings on one line ("कुल अंक" was broken in two beside empty room). */}
                  <TableRow sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
                    <TableCell>{t('tests.columns.title')}</TableCell>
                    <TableCell>{t('tests.columns.course')}</TableCell>
                    <TableCell>{t('tests.columns.status')}</TableCell>
                    <TableCell>{t('tests.columns.window')}</TableCell>
                    <TableCell align="right">{t('tests.columns.questions')}</TableCell>
                    <TableCell align="right">{t('tests.columns.maxMarks')}</TableCell>
                    <TableCell align="right">{t('tests.columns.submitted')}</TableCell>
                    <TableCell align="right">{t('tests.columns.inProgress')}</TableCell>
                    <TableCell align="right">{t('tests.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={9}>{t('tests.empty')}</TableCell>
                    </TableRow>
                  )}
                  {data.map((test) => (
                    <TableRow key={test.id}>
                      <TableCell>
                        <Link to={adminPaths.mockTest(test.id)}>{test.title}</Link>
                      </TableCell>
                      <TableCell>
                        {test.courseName
                          ? courseName(test.courseName, test.courseId ?? undefined)
                          : t('tests.everyStudent')}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={statusLabel[test.status]}
                          color={statusColors[test.status]}
                        />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(test.windowStart, language)}
                        <br />
                        {formatDateTime(test.windowEnd, language)}
                      </TableCell>
                      <TableCell align="right">
                        {formatNumber(test.questionCount, language)}
                      </TableCell>
                      <TableCell align="right">{formatMarks(test.maxScore)}</TableCell>
                      <TableCell align="right">
                        {formatNumber(test.submittedCount, language)}
                      </TableCell>
                      <TableCell align="right">
                        {formatNumber(test.activeCount, language)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" component={Link} to={adminPaths.mockTest(test.id)}>
                          {t('tests.edit')}
                        </Button>
                        <Button
                          size="small"
                          component={Link}
                          to={adminPaths.mockTestResults(test.id)}
                        >
                          {t('tests.results')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(test)}>
                          {t('tests.delete')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          </Paper>
        )}
      </QueryView>
      <ConfirmDelete
        target={deleting}
        question={(test) => t('tests.confirmDelete', { title: test.title })}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={(test) =>
          remove.mutate(test.id, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              setDeleting(null);
              showToast({ message: e.message, kind: 'error' });
            },
          })
        }
      />
    </>
  );
}
