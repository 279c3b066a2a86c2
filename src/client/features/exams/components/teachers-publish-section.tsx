import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeachersPublish } from '#shared/exams.ts';
import { showToast } from '#client/components/toast-store.ts';
import { fetchJson } from '#client/lib/api.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

const url = '/api/admin/exam-settings/teachers-publish';
const queryKey = ['exams', 'teachers-publish'] as const;

/**
 * Settings → Exam results: the switch "Teachers may publish results" (decision 067), read and
 * saved with `GET`/`PUT /api/admin/exam-settings/teachers-publish`.
 */
export function TeachersPublishSection() {
  const { t } = useTranslation('admin-school');
  const client = useQueryClient();
  const setting = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchJson<TeachersPublish>(url, { signal }),
  });
  const save = useMutation({
    mutationFn: (body: TeachersPublish) => fetchJson<TeachersPublish>(url, { method: 'PUT', body }),
    onSuccess: (reply) => {
      client.setQueryData(queryKey, reply);
      showToast({
        message: i18n.t(`admin-school:teachersPublish.${reply.teachersPublish ? 'on' : 'off'}`),
        kind: 'success',
      });
    },
  });
  const checked = save.isPending
    ? (save.variables?.teachersPublish ?? false)
    : (setting.data?.teachersPublish ?? false);
  return (
    <Box component="section" aria-labelledby="teachers-publish-title" sx={{ mt: 4, maxWidth: 560 }}>
      <Typography id="teachers-publish-title" component="h2" variant="h6">
        {t('teachersPublish.title')}
      </Typography>
      {setting.isError && <Alert severity="error">{t('teachersPublish.loadFailed')}</Alert>}
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={checked}
            disabled={!setting.isSuccess || save.isPending}
            onChange={(e) => save.mutate({ teachersPublish: e.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'teachers-publish-help' } }}
          />
        }
        label={t('teachersPublish.label')}
      />
      <FormHelperText id="teachers-publish-help" sx={{ mx: 0 }}>
        {t('teachersPublish.help')}
      </FormHelperText>
    </Box>
  );
}
