import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '#shared/format.ts';
import type { Notice } from '#shared/notices.ts';
import { Trans, useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';

/** One notice on the board: date (day-month-year), title, details, 'Posted by', post time. */
export function NoticeCard({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation('admin-school');
  const nameOf = useCourseName();
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main', mb: 0.5 }}
      >
        <CalendarMonthIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <time dateTime={notice.date}>{formatDate(notice.date, i18n.language)}</time>
        </Typography>
        {!notice.read && (
          <Chip size="small" color="secondary" label={t('noticeAudience.new')} sx={{ ml: 1 }} />
        )}
        {notice.courseId !== null && notice.courseName !== null && (
          <Chip
            size="small"
            variant="outlined"
            label={t('noticeAudience.forCourse', {
              course: nameOf(notice.courseName, notice.courseId),
            })}
          />
        )}
      </Box>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
        {notice.title}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {notice.details}
      </Typography>
      <Box
        sx={{
          mt: 1.5,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('notices.postedBy', { name: notice.postedBy })}
        </Typography>
        <Typography variant="body2">
          <Trans
            t={t}
            i18nKey="notices.postedAt"
            values={{ time: formatDateTime(notice.postTime, i18n.language) }}
            components={{ time: <time dateTime={notice.postTime} /> }}
          />
        </Typography>
      </Box>
    </Paper>
  );
}
