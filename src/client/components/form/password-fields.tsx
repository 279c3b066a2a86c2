import type { PasswordChangeForm } from '#shared/passwords.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import type { FormApi } from './form-api';
import { FormTextField } from './form-text-field';

/**
 * The three fields of a password change (current, new, new again), for a form of the one rule
 * `passwordChangeFormSchema`: Settings' Change password and the first admin's forced change.
 */
export function PasswordFields<O>({
  form,
  visible = false,
}: {
  form: FormApi<PasswordChangeForm, O>;
  /** Shows the passwords as text (Settings' "Show passwords"). */
  visible?: boolean;
}) {
  const { t } = useTranslation('account');
  const field = { form, required: true, fullWidth: true, type: visible ? 'text' : 'password' };
  return (
    <>
      <FormTextField
        {...field}
        name="currentPassword"
        label={t('changePassword.current')}
        autoComplete="current-password"
      />
      <FormTextField
        {...field}
        name="newPassword"
        label={t('changePassword.new')}
        autoComplete="new-password"
      />
      <FormTextField
        {...field}
        name="confirmPassword"
        label={t('changePassword.confirm')}
        autoComplete="new-password"
      />
    </>
  );
}
