import Box from '@mui/material/Box';
import type { ActivityRow } from '#shared/activity.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { activitySentence } from './activity-sentence';

/**
 * The Activity screen's "What happened": the sentence, and under it, folded, the request as the
 * server recorded it (method, route, path parameters, request id), for whoever must trace it.
 */
export function ActivityWhat({ row }: { row: ActivityRow }) {
  const { t } = useTranslation('admin-people');
  return (
    <>
      <Box component="span" sx={{ display: 'block', minWidth: '12em' }}>
        {activitySentence(row)}
        {row.count > 1 && ` ${t('activitySecurity.times', { count: row.count })}`}
      </Box>
      <Box component="details" sx={{ color: 'text.secondary', fontSize: '0.8125rem', mt: 0.5 }}>
        <Box component="summary" sx={{ cursor: 'pointer', width: 'fit-content' }}>
          {t('activity.details')}
        </Box>
        <Box component="code" dir="ltr" lang="en" sx={{ wordBreak: 'break-all' }}>
          {[row.method, row.route, row.target, row.requestId].filter(Boolean).join(' ')}
        </Box>
      </Box>
    </>
  );
}
