import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { changePasswordFormSchema } from '#shared/account.ts';
import { passwordRules } from '#shared/passwords.ts';
import { PasswordFields } from '#client/components/form/password-fields.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useChangePassword } from '../api/account';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = ['currentPassword', 'newPassword'] as const;

/** Settings: change one's own password (current + new, twice). Other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const form = useZodForm(changePasswordFormSchema, { defaultValues: empty });
  const change = useChangePassword();
  const [visible, setVisible] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setDone(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          setDone(true);
          showToast({ message: i18n.t('account:changePassword.changed'), kind: 'success' });
        },
        onError: (error) => {
          if (!showServerErrors(form, error, fields)) {
            showToast({ message: error.message, kind: 'error' });
          }
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('changePassword.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('changePassword.rules', { min: passwordRules.min, max: passwordRules.max })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('changePassword.title')}
      >
        <Stack spacing={2}>
          <PasswordFields form={form} visible={visible} />
          <FormControlLabel
            control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
            label={t('changePassword.show')}
          />
          {done ? (
            <Alert severity="success" role="status">
              {t('changePassword.changed')}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {change.isPending ? t('changePassword.saving') : t('changePassword.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
