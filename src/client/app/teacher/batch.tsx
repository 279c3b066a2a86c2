import { Link, useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTeacherBatch } from '#client/features/teacher-portal/api/teacher-batches.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { teacherPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.batch')} · ${academy.name}` }];
}

/** /Tdashboard/Batches/:id: one of the teacher's batches and its students, read-only. */
export default function TeacherBatch() {
  const { t } = useTranslation('teacher');
  const courseName = useCourseName();
  const id = Number(useParams().id);
  const batch = useTeacherBatch(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <section className="dash-page">
      <p>
        <Link to={teacherPaths.batches}>{t('batch.back')}</Link>
      </p>
      <QueryView
        query={batch}
        loadingLabel={t('batch.loading')}
        errorMessage={t('batch.loadFailed')}
      >
        {({ batch: b, students }) => (
          <>
            <h1 className="dash-page__title">{`${courseName(b.course)} · ${b.name}`}</h1>
            <p>
              {t(`timing.${b.timing}`)} · {t('batch.room', { room: b.room })} ·{' '}
              {t('batch.students', { count: b.enrolled })}
            </p>
            <DataTable
              label={t('batch.tableLabel')}
              columns={[
                { header: t('columns.name'), cell: (s) => s.name },
                { header: t('columns.studentId'), cell: (s) => s.studentId },
                { header: t('columns.phone'), cell: (s) => <span dir="ltr">{s.phone}</span> },
              ]}
              rows={students}
              rowKey={(s) => s.studentId}
              empty={t('batch.empty')}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
