import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import type { AttendanceTally } from '#shared/attendance-stats.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/**
 * A percentage with its standing: below the threshold it is shown in the error colour, with a
 * warning icon AND the words "below 75%", so it does not rest on colour alone.
 */
export function Standing({ tally, threshold }: { tally: AttendanceTally; threshold: number }) {
  const { t } = useTranslation('admin-school');
  if (tally.percent === null) return <span>{t('attReport.noneCounted')}</span>;
  if (!tally.below) return <span>{`${tally.percent}%`}</span>;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'error.dark',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <WarningAmberIcon fontSize="small" aria-hidden />
      {`${tally.percent}%`}
      <Box component="span" sx={{ fontWeight: 400 }}>
        {t('attReport.below', { threshold })}
      </Box>
    </Box>
  );
}
