import type { TFunction } from 'i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudentDetails } from '#shared/account.ts';
import { formatDate } from '#shared/format.ts';
import { DetailList } from '#client/components/dashboard/detail-list.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useStudentDetails } from '../api/student-portal';

const capital = (s: string | null) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : '');

type T = TFunction<'student'>;

function rows(
  d: StudentDetails,
  t: T,
  language: string,
  courseName: (english: string) => string,
): [string, string][] {
  const genders: Record<string, string> = {
    male: t('profile.genders.male'),
    female: t('profile.genders.female'),
    other: t('profile.genders.other'),
  };
  const timings: Record<string, string> = {
    morning: t('profile.timings.morning'),
    afternoon: t('profile.timings.afternoon'),
    evening: t('profile.timings.evening'),
  };
  return [
    [t('profile.studentId'), d.studentId],
    [t('profile.name'), `${d.firstName} ${d.lastName}`.trim()],
    [t('profile.fatherName'), d.fatherName],
    [t('profile.motherName'), d.motherName],
    [t('profile.dateOfBirth'), d.dateOfBirth ? formatDate(d.dateOfBirth, language) : ''],
    [t('profile.gender'), (d.gender && genders[d.gender]) || capital(d.gender)],
    [t('profile.email'), d.email ?? ''],
    [t('profile.phone'), d.phone],
    [t('profile.address'), d.address],
    [t('profile.permanentAddress'), d.permanentAddress],
    [
      t('profile.preferredTiming'),
      (d.preferredTiming && timings[d.preferredTiming]) || capital(d.preferredTiming),
    ],
    [t('profile.courses'), d.courses.map((c) => courseName(c)).join(', ')],
    [t('profile.joinedOn'), formatDate(d.joinedOn, language)],
  ];
}

/** Profile: the student's own details, read-only (the office changes them). */
export function ProfileDetails() {
  const { t, i18n } = useTranslation('student');
  const courseName = useCourseName();
  return (
    <QueryView query={useStudentDetails()} loadingLabel={t('profile.loading')}>
      {(details) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <DetailList
            rows={rows(details, t, i18n.language, courseName).map(([label, value]) => ({
              label,
              value: value || '—',
            }))}
            labelColumn="200px"
            columnGap={3}
            rowGap={1.25}
            labels="muted"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {t('profile.correct')}
          </Typography>
        </Paper>
      )}
    </QueryView>
  );
}
