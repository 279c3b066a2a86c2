import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Batch } from '#shared/batches.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { teacherPaths } from '#client/lib/paths.ts';

/** One of the teacher's batches: course, batch, timing, room, students; a link to its list. */
export function BatchCard({ batch }: { batch: Batch }) {
  const { t } = useTranslation('teacher');
  const courseName = useCourseName();
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography component="h2" variant="h6">
          {courseName(batch.course)}
        </Typography>
        <Typography>{t('batch.name', { name: batch.name })}</Typography>
        <Typography>{t(`timing.${batch.timing}`)}</Typography>
        <Typography>{t('batch.room', { room: batch.room })}</Typography>
        <Typography>{t('batch.students', { count: batch.enrolled })}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link to={teacherPaths.batch(batch.id)}>
          {t('batch.open', { name: `${courseName(batch.course)} · ${batch.name}` })}
        </Link>
      </CardActions>
    </Card>
  );
}
