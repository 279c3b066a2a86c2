import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { StudentDetails } from '../../../../shared/account';
import { formatDate } from '../../../../shared/format';
import { QueryView } from '../../../components/dashboard/query-view';
import { useStudentDetails } from '../api/student-portal';

const capital = (s: string | null) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : '');

function rows(d: StudentDetails): [string, string][] {
  return [
    ['Student ID', d.studentId],
    ['Name', `${d.firstName} ${d.lastName}`.trim()],
    ["Father's name", d.fatherName],
    ["Mother's name", d.motherName],
    ['Date of birth', d.dateOfBirth ? formatDate(d.dateOfBirth) : ''],
    ['Gender', capital(d.gender)],
    ['E-mail', d.email ?? ''],
    ['Phone', d.phone],
    ['Address', d.address],
    ['Permanent address', d.permanentAddress],
    ['Preferred timing', capital(d.preferredTiming)],
    ['Courses', d.courses.join(', ')],
    ['Joined on', formatDate(d.joinedOn)],
  ];
}

/** Profile: the student's own details, read-only (the office changes them). */
export function ProfileDetails() {
  return (
    <QueryView query={useStudentDetails()} loadingLabel="Loading your details">
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
            {rows(details).map(([label, value]) => (
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
            To correct any of these details, please contact the academy office.
          </Typography>
        </Paper>
      )}
    </QueryView>
  );
}
