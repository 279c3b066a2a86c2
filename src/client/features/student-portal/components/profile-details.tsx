import type { TFunction } from 'i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { StudentDetails } from '#shared/account.ts';
import { formatDate } from '#shared/format.ts';
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
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.25 },
              m: 0,
            }}
          >
            {rows(details, t, i18n.language, courseName).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: { xs: 1, sm: 0 } }}
                >
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {t('profile.correct')}
          </Typography>
        </Paper>
      )}
    </QueryView>
  );
}
