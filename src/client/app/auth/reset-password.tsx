import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { accountMessages, resetPasswordFormSchema } from '#shared/account.ts';
import { passwordRules } from '#shared/passwords.ts';
import { PasswordField } from '#client/components/password-field.tsx';
import { resetPassword } from '#client/features/account/api/account.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { AuthShell } from './auth-shell';

export function meta() {
  return [
    { title: i18n.t('auth:meta.reset.title', { academy: academy.name }) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The token of the e-mailed link: in the fragment, so it never reaches a server log or Referer. */
function tokenFromLocation(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** /reset-password#token=…: the e-mailed link's page, to choose a new password. */
export default function ResetPassword() {
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [state, setState] = useState<'form' | 'saving' | 'done'>('form');
  const firstRef = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'form') return;
    const checked = resetPasswordFormSchema.safeParse({
      newPassword: password,
      confirmPassword: confirm,
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? accountMessages.newRequired);
      firstRef.current?.focus();
      return;
    }
    setError('');
    setState('saving');
    try {
      await resetPassword(token, password);
      // Drop the used token from the address bar and history.
      window.history.replaceState(null, '', window.location.pathname);
      setState('done');
    } catch (err) {
      setState('form');
      setError(err instanceof ApiError ? err.message : accountMessages.resetLinkInvalid);
    }
  }

  let body;
  if (!token) {
    body = (
      <p className="auth__error" role="alert">
        {translateValidation(accountMessages.resetLinkInvalid)}{' '}
        <Link to={to('/forgot-password')}>{t('reset.askNewLink')}</Link>.
      </p>
    );
  } else if (state === 'done') {
    body = (
      <p className="auth__notice" role="status">
        {translateValidation(accountMessages.resetDone)}{' '}
        <Link to={to('/login')}>{t('reset.goToLogin')}</Link>
      </p>
    );
  } else {
    // Both fields take a new password, flagged and explained by the form's one message; the first
    // is also explained by the rules under it, and is the one focused again after a mistake.
    const field = (
      id: string,
      label: string,
      value: string,
      onChange: (value: string) => void,
      first: boolean,
    ) => (
      <PasswordField
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete="new-password"
        inputRef={first ? firstRef : undefined}
        invalid={error !== ''}
        describedBy={first ? 'new-password-rules reset-error' : 'reset-error'}
      />
    );
    body = (
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        {field('new-password', t('reset.newPassword'), password, setPassword, true)}
        <p id="new-password-rules" className="auth__subtitle">
          {t('reset.rules', { min: passwordRules.min, max: passwordRules.max })}
        </p>
        {field('confirm-password', t('reset.confirm'), confirm, setConfirm, false)}
        <p id="reset-error" className="auth__error" role="alert">
          {translateValidation(error)}
        </p>
        <button type="submit" className="button button--primary" disabled={state !== 'form'}>
          {state === 'saving' ? t('reset.saving') : t('reset.save')}
        </button>
      </form>
    );
  }

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {body}
    </AuthShell>
  );
}
