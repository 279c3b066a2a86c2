import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrefetchPageLinks, useLocation, useNavigate } from 'react-router';
import { messages } from '#shared/auth-messages.ts';
import { timings } from '#shared/limits.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { loginAdmin } from '#client/lib/auth.ts';
import { afterLoginPath } from '#client/lib/next-path.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { AuthShell } from './auth-shell';
import { LoginFields } from './login-fields';
import { academy } from '#shared/academy.ts';

export function meta() {
  return [
    { title: i18n.t('auth:meta.adminLogin.title', { academy: academy.name }) },
    {
      name: 'description',
      content: i18n.t('auth:meta.adminLogin.description', { academy: academy.name }),
    },
  ];
}

function toast(message: string, kind: 'success' | 'error') {
  showToast({ message, kind });
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      toast(translateValidation(messages.fillAllFields), 'error');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await loginAdmin(username.trim(), password);
      toast(i18n.t('auth:admin.success'), 'success');
      // The button stays on 'Logging in...' until the dashboard opens (at the page the admin
      // was on, when a lost session sent them here).
      const next = afterLoginPath(location.search, 'admin');
      redirectTimer.current = window.setTimeout(() => void navigate(next), timings.adminRedirectMs);
    } catch (err) {
      setBusy(false);
      const message =
        err instanceof ApiError && ((err.status >= 400 && err.status < 500) || err.code === 'BUSY')
          ? err.message || messages.invalidCredentials
          : messages.somethingWrong;
      setError(translateValidation(message));
      toast(translateValidation(message), 'error');
    }
  }

  return (
    <AuthShell title={t('admin.title')} subtitle={t('admin.subtitle')}>
      {/* From the click on: fetch the dashboard's code during the spec's wait, so it is on
          screen when the wait ends rather than a download later. */}
      {busy ? <PrefetchPageLinks page={afterLoginPath(location.search, 'admin')} /> : null}
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <LoginFields
          who="admin"
          id={username}
          onIdChange={setUsername}
          password={password}
          onPasswordChange={setPassword}
          invalid={error !== ''}
          errorId="admin-login-error"
        />
        <p id="admin-login-error" className="auth__error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthShell>
  );
}
