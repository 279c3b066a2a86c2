import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { firstPasswordSchema, passwordMessages, passwordRules } from '#shared/passwords.ts';
import { PasswordFields } from '#client/components/form/password-fields.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useChangeFirstPassword } from '../api/change-first-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Shown before anything else while the user's password is a generated one (the first admin, an
 * imported student): the server answers every other call with 403 until it is replaced.
 */
export function FirstPasswordScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(firstPasswordSchema, { defaultValues: empty });
  const change = useChangeFirstPassword();
  const [failure, setFailure] = useState('');

  const onSubmit = form.handleSubmit((input) => {
    setFailure('');
    change.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        if (!showServerErrors(form, error, fields)) setFailure(error.message);
      },
    });
  });

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-labelledby="first-password-title"
        >
          <Stack spacing={2}>
            <Typography id="first-password-title" component="h1" variant="h5">
              {t('firstPassword.title')}
            </Typography>
            <Typography variant="body2">
              {translateValidation(passwordMessages.mustChange)}{' '}
              {t('firstPassword.rules', { min: passwordRules.min, max: passwordRules.max })}
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <PasswordFields form={form} />
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
