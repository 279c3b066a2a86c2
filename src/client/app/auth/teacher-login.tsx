import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrefetchPageLinks, useLocation, useNavigate } from 'react-router';
import { messages } from '#shared/auth-messages.ts';
import { timings } from '#shared/limits.ts';
import { academy } from '#shared/academy.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { loginTeacher } from '#client/lib/auth.ts';
import { afterLoginPath } from '#client/lib/next-path.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { AuthShell } from './auth-shell';
import { LoginFields } from './login-fields';

export function meta() {
  return [
    { title: i18n.t('auth:meta.teacherLogin.title', { academy: academy.name }) },
    {
      name: 'description',
      content: i18n.t('auth:meta.teacherLogin.description', { academy: academy.name }),
    },
  ];
}

/** /Teacherlogin (issue 21.1): a teacher's login ID (T-…) and password, then /Tdashboard. */
export default function TeacherLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('auth');
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const idRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!loginId.trim() || !password) {
      // Both fields are required; an empty one is reported like a mismatch, next to the form.
      setError(messages.invalidStudent);
      (loginId.trim() ? null : idRef.current)?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await loginTeacher(loginId.trim(), password);
      showToast({ message: i18n.t('auth:teacher.success'), kind: 'success' });
      const next = afterLoginPath(location.search, 'teacher');
      redirectTimer.current = window.setTimeout(() => void navigate(next), timings.adminRedirectMs);
    } catch (err) {
      setBusy(false);
      const apiError = err instanceof ApiError ? err : new ApiError(0, messages.somethingWrong);
      if (apiError.status === 401 || apiError.status === 400) {
        setError(messages.invalidStudent);
        setPassword('');
        idRef.current?.focus();
      } else if (apiError.status === 429 || apiError.code === 'BUSY') {
        setError(apiError.message);
      } else {
        setError(messages.somethingWrong);
      }
    }
  }

  return (
    <AuthShell title={t('teacher.title')} subtitle={t('teacher.subtitle')}>
      {busy ? <PrefetchPageLinks page={afterLoginPath(location.search, 'teacher')} /> : null}
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <LoginFields
          who="teacher"
          id={loginId}
          onIdChange={setLoginId}
          idRef={idRef}
          password={password}
          onPasswordChange={setPassword}
          invalid={error !== ''}
          errorId="teacher-login-error"
        />
        <p id="teacher-login-error" className="auth__error" role="alert">
          {translateValidation(error)}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthShell>
  );
}
