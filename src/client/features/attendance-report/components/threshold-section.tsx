import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { attendanceStatsMessages } from '#shared/attendance-stats.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useAttendanceThreshold, useSaveThreshold } from '../api/attendance';

/** Settings → Attendance: the threshold below which attendance stands out (1–100). */
export function ThresholdSection() {
  const { t } = useTranslation('admin-school');
  const current = useAttendanceThreshold();
  const save = useSaveThreshold();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = text ?? (current.data ? String(current.data.threshold) : '');

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || n < 1 || n > 100) {
      setError(translateValidation(attendanceStatsMessages.thresholdRange));
      return;
    }
    setError(null);
    save.mutate(
      { threshold: n },
      {
        onSuccess: (r) => {
          setText(null);
          showToast({
            message: i18n.t('admin-school:attReport.settings.saved', { threshold: r.threshold }),
            kind: 'success',
          });
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <Box component="section" aria-labelledby="att-threshold-title" sx={{ mt: 4, maxWidth: 480 }}>
      <Typography id="att-threshold-title" component="h2" variant="h6">
        {t('attReport.settings.title')}
      </Typography>
      {current.isError && <Alert severity="error">{current.error.message}</Alert>}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}
      >
        <TextField
          label={t('attReport.settings.label')}
          value={value}
          onChange={(e) => setText(e.target.value)}
          error={error !== null}
          helperText={error ?? t('attReport.settings.help')}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: 100 } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
            {t('attReport.settings.save')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
