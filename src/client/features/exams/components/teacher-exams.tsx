import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import type { TeacherExams as TeacherExamList } from '#shared/exams.ts';
import { formatDate } from '#shared/format.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { MarksPanel } from './marks-panel';
import { examTypeKeys } from '../lib/exam-type-keys';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { teacherMarksEndpoints, useTeacherExams } from '../api/teacher-exams';

const oneLine = { whiteSpace: 'nowrap' } as const;

function ExamList({ data }: { data: TeacherExamList }) {
  const { t, i18n } = useTranslation('teacher');
  const { t: school } = useTranslation('admin-school');
  const courseName = useCourseName();
  const [chosen, setChosen] = useState<number | null>(null);
  const endpoints = useMemo(
    () => teacherMarksEndpoints(data.teachersPublish),
    [data.teachersPublish],
  );
  const shown = data.exams.some((e) => e.id === chosen) ? chosen : null;
  if (data.exams.length === 0) return <p className="exams-none">{t('exams.none')}</p>;
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {data.teachersPublish ? t('exams.youPublish') : t('exams.officePublishes')}
      </Alert>
      <DataTable
        frame="outlined"
        label={t('exams.tableLabel')}
        columns={[
          { header: t('exams.course'), cell: (e) => courseName(e.courseName, e.courseId) },
          {
            header: t('exams.exam'),
            cell: (e) => `${school(examTypeKeys[e.type])} · ${e.subject}`,
          },
          {
            header: t('exams.date'),
            sx: oneLine,
            cell: (e) => formatDate(e.date, i18n.language),
          },
          {
            header: t('exams.total'),
            align: 'right',
            headSx: oneLine,
            cell: (e) => e.totalMarks,
          },
          {
            header: t('exams.status'),
            cell: (e) => (
              <Chip
                size="small"
                variant="outlined"
                label={e.publishedAt ? t('exams.published') : t('exams.notPublished')}
                color={e.publishedAt ? 'success' : 'warning'}
              />
            ),
          },
        ]}
        rows={data.exams}
        rowKey={(e) => e.id}
        hover
        isSelected={(e) => e.id === shown}
        actions={{
          header: t('exams.actions'),
          align: 'right',
          who: (e) => e.subject,
          list: (e) => [{ label: t('exams.marks'), onClick: () => setChosen(e.id) }],
        }}
      />
      {shown !== null && <MarksPanel key={shown} examId={shown} endpoints={endpoints} />}
    </>
  );
}

/** The teacher's exams (decision 069): the table, and the marks of the one chosen. */
export function TeacherExams() {
  const { t } = useTranslation('teacher');
  const exams = useTeacherExams();
  return (
    <QueryView query={exams} loadingLabel={t('exams.loading')}>
      {(data) => <ExamList data={data} />}
    </QueryView>
  );
}
