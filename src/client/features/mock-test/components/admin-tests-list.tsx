import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TestSummary } from '#shared/mock-test-builder.ts';
import { formatDateTime, formatNumber } from '#shared/format.ts';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
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
          <DataTable
            label={t('tests.tableLabel')}
            // Short headings on one line ("कुल अंक" was broken in two beside empty room).
            headRowSx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}
            columns={[
              {
                header: t('tests.columns.title'),
                cell: (test) => <Link to={adminPaths.mockTest(test.id)}>{test.title}</Link>,
              },
              {
                header: t('tests.columns.course'),
                cell: (test) =>
                  test.courseName
                    ? courseName(test.courseName, test.courseId ?? undefined)
                    : t('tests.everyStudent'),
              },
              {
                header: t('tests.columns.status'),
                cell: (test) => (
                  <Chip
                    size="small"
                    label={statusLabel[test.status]}
                    color={statusColors[test.status]}
                  />
                ),
              },
              {
                header: t('tests.columns.window'),
                sx: { whiteSpace: 'nowrap' },
                cell: (test) => (
                  <>
                    {formatDateTime(test.windowStart, language)}
                    <br />
                    {formatDateTime(test.windowEnd, language)}
                  </>
                ),
              },
              {
                header: t('tests.columns.questions'),
                align: 'right',
                cell: (test) => formatNumber(test.questionCount, language),
              },
              {
                header: t('tests.columns.maxMarks'),
                align: 'right',
                cell: (test) => formatMarks(test.maxScore),
              },
              {
                header: t('tests.columns.submitted'),
                align: 'right',
                cell: (test) => formatNumber(test.submittedCount, language),
              },
              {
                header: t('tests.columns.inProgress'),
                align: 'right',
                cell: (test) => formatNumber(test.activeCount, language),
              },
            ]}
            rows={data}
            rowKey={(test) => test.id}
            empty={t('tests.empty')}
            actions={{
              header: t('tests.columns.actions'),
              align: 'right',
              who: (test) => test.title,
              list: (test) => [
                { label: t('tests.edit'), to: adminPaths.mockTest(test.id) },
                { label: t('tests.results'), to: adminPaths.mockTestResults(test.id) },
                { label: t('tests.delete'), color: 'error', onClick: () => setDeleting(test) },
              ],
            }}
          />
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
