import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StudentCourse } from '#shared/account.ts';
import { Columns } from '#client/components/columns.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { courseDuration } from '#client/lib/course-duration.ts';
import { useStudentCourses } from '../api/student-portal';

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function CourseCard({ course }: { course: StudentCourse }) {
  const { t } = useTranslation('student');
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      {course.image ? (
        <Box
          component="img"
          src={course.image}
          alt=""
          loading="lazy"
          width={400}
          height={200}
          sx={{ width: '100%', height: 160, objectFit: 'cover', bgcolor: 'grey.100' }}
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
        />
      ) : null}
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'start', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            {course.name}
          </Typography>
          {course.status === 'completed' ? (
            <Chip size="small" label={t('courses.completed')} />
          ) : null}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            mt: 1.5,
            mb: 0,
          }}
        >
          <Fact label={t('courses.code')} value={course.code} />
          <Fact label={t('courses.duration')} value={courseDuration(course.duration)} />
          <Fact label={t('courses.timings')} value={course.timings} />
          <Fact
            label={t('courses.teacher', { count: course.teachers.length })}
            value={course.teachers.join(', ') || t('courses.noTeacher')}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {course.presentation ? (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            href={course.presentation}
            download
            aria-label={t('courses.downloadLabel', { name: course.name })}
          >
            {t('courses.presentation')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('courses.noPresentation')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

/** CoursesCards: the student's enrolled courses, each with its presentation to download. */
export function CoursesCards() {
  const { t } = useTranslation('student');
  return (
    <QueryView query={useStudentCourses()} loadingLabel={t('courses.loading')}>
      {(courses) =>
        courses.length === 0 ? (
          <div className="dash-empty">
            <p>{t('courses.empty')}</p>
          </div>
        ) : (
          <Columns columns={{ xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
            {courses.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </Columns>
        )
      }
    </QueryView>
  );
}
