import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { firstPasswordSchema, passwordMessages, passwordRules } from '../../../../shared/passwords';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useChangeFirstPassword } from '../api/change-first-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Shown before anything else while the user's password is a generated one (the first admin):
 * the server answers every other call with 403 until it is replaced.
 */
export function FirstPasswordScreen({ onDone }: { onDone: () => void }) {
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

  const field = { form, required: true, fullWidth: true, type: 'password' } as const;
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
              Choose a new password
            </Typography>
            <Typography variant="body2">
              {passwordMessages.mustChange} Use {passwordRules.min} to {passwordRules.max}{' '}
              characters; common passwords are refused.
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormTextField
              {...field}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
            />
            <FormTextField
              {...field}
              name="newPassword"
              label="New password"
              autoComplete="new-password"
            />
            <FormTextField
              {...field}
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" disabled={change.isPending}>
              Change password
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
