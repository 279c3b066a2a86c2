import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { LoadError } from '#client/components/dashboard/load-error.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { PrintShell } from '#client/components/print-shell.tsx';
import { useCourseReportCards } from '#client/features/exams/api/admin-exams.ts';
import { PrintDocument } from '#client/features/exams/components/print-document.tsx';
import { ReportCardSheet } from '#client/features/exams/components/report-card-sheet.tsx';
import { requireRole } from '#client/lib/auth.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import type { Route } from './+types/report-cards';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('documents:reportCard.pageTitleMany')} · ${academy.name}` }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireRole('admin', request) };
}

export function HydrateFallback() {
  return <PageLoading />;
}

/** /print/report-cards/:courseId: every report card of a course, a page each, one document. */
export default function CourseReportCardsPage({ params }: Route.ComponentProps) {
  return (
    <PrintShell area="admin">
      <CourseReportCardsDocument courseId={Number(params.courseId)} />
    </PrintShell>
  );
}

function CourseReportCardsDocument({ courseId }: { courseId: number }) {
  const { t } = useTranslation('documents');
  const reports = useCourseReportCards(courseId);
  const courseName = useCourseName();
  const issued = new Date();
  const count = reports.data?.cards.length ?? 0;
  return (
    <PrintDocument
      text={
        reports.data
          ? reports.data.cards.map((c) => `${c.student.name} ${c.student.fatherName}`).join(' ')
          : ''
      }
      loaded={reports.isSuccess}
      note={
        reports.data
          ? t('reportCard.noteMany', {
              course: courseName(reports.data.course.name, reports.data.course.id),
              count,
            })
          : t('reportCard.loadingMany')
      }
      back={
        <Button component={Link} to={adminPaths.exams} variant="outlined">
          {t('reportCard.backToExams')}
        </Button>
      }
    >
      {reports.isPending && <PageLoading />}
      {reports.isError && (
        <LoadError
          error={reports.error}
          message={t('reportCard.loadErrorMany')}
          onRetry={() => void reports.refetch()}
        />
      )}
      {reports.data && count === 0 && (
        <div className="print-empty">
          <p>{t('reportCard.noResults')}</p>
        </div>
      )}
      {reports.data?.cards.map((report) => (
        <ReportCardSheet key={report.student.studentId} report={report} issued={issued} />
      ))}
    </PrintDocument>
  );
}
