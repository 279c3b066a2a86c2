import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { LoadError } from '#client/components/dashboard/load-error.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { PrintShell } from '#client/components/print-shell.tsx';
import { useStudentReportCard } from '#client/features/exams/api/student-exams.ts';
import { PrintDocument } from '#client/features/exams/components/print-document.tsx';
import { ReportCardSheet } from '#client/features/exams/components/report-card-sheet.tsx';
import { requireRole } from '#client/lib/auth.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import type { Route } from './+types/report-card';
import { studentPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('documents:reportCard.pageTitle')} · ${academy.name}` }];
}

/** Only the student themself: the server answers their own report card and nobody else's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireRole('student', request) };
}

export function HydrateFallback() {
  return <PageLoading />;
}

/** /print/report-card/:courseId: the student's printable report card for one course. */
export default function StudentReportCard({ params }: Route.ComponentProps) {
  return (
    <PrintShell area="student">
      <StudentReportCardDocument courseId={Number(params.courseId)} />
    </PrintShell>
  );
}

function StudentReportCardDocument({ courseId }: { courseId: number }) {
  const { t } = useTranslation('documents');
  const report = useStudentReportCard(courseId);
  const issued = new Date();
  return (
    <PrintDocument
      text={report.data ? `${report.data.student.name} ${report.data.student.fatherName}` : ''}
      loaded={report.isSuccess}
      note={t('reportCard.noteOne')}
      back={
        <Button component={Link} to={studentPaths.result} variant="outlined">
          {t('reportCard.backToResult')}
        </Button>
      }
    >
      {report.isPending && <PageLoading />}
      {report.isError && (
        <LoadError
          error={report.error}
          message={t('reportCard.loadError')}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data &&
        (report.data.cards.length > 0 ? (
          <ReportCardSheet report={report.data} issued={issued} />
        ) : (
          <div className="print-empty">
            <p>{t('reportCard.noResults')}</p>
          </div>
        ))}
    </PrintDocument>
  );
}
