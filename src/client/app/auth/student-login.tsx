import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, PrefetchPageLinks, useLocation, useNavigate } from 'react-router';
import { messages } from '#shared/auth-messages.ts';
import { timings } from '#shared/limits.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { loginStudent } from '#client/lib/auth.ts';
import { afterLoginPath } from '#client/lib/next-path.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { AuthShell } from './auth-shell';
import { LoginFields } from './login-fields';
import { academy } from '#shared/academy.ts';

export function meta() {
  return [
    { title: i18n.t('auth:meta.studentLogin.title', { academy: academy.name }) },
    {
      name: 'description',
      content: i18n.t('auth:meta.studentLogin.description', { academy: academy.name }),
    },
  ];
}

type Status = 'idle' | 'submitting' | 'success';

export default function StudentLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const [studentId, setStudentId] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const idRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    if (!studentId.trim() || !password) {
      // Both fields are required; an empty one is reported like a mismatch, next to the form.
      setError(messages.invalidStudent);
      (studentId.trim() ? null : idRef.current)?.focus();
      return;
    }
    setStatus('submitting');
    setError('');
    try {
      await loginStudent(studentId.trim(), password);
      setStatus('success');
      showToast({
        message: i18n.t('auth:student.success'),
        kind: 'success',
        durationMs: timings.studentBannerMs,
      });
      const next = afterLoginPath(location.search, 'student');
      redirectTimer.current = window.setTimeout(
        () => void navigate(next),
        timings.studentRedirectMs,
      );
    } catch (err) {
      setStatus('idle');
      const apiError = err instanceof ApiError ? err : new ApiError(0, messages.somethingWrong);
      if (apiError.status === 401 || apiError.status === 400) {
        setError(messages.invalidStudent);
        setStudentId('');
        setPassword('');
        idRef.current?.focus();
      } else if (apiError.status === 429 || apiError.code === 'BUSY') {
        // Too many tries, or too many people logging in at once: the server says which.
        setError(apiError.message);
      } else {
        setError(messages.somethingWrong);
      }
    }
  }

  const invalid = error !== '';
  return (
    <AuthShell title={t('student.title')} subtitle={t('student.subtitle')}>
      {/* From the click on: fetch the dashboard's code during the spec's wait, so it is on
          screen when the wait ends rather than a download later. */}
      {status !== 'idle' ? (
        <PrefetchPageLinks page={afterLoginPath(location.search, 'student')} />
      ) : null}
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <LoginFields
          who="student"
          id={studentId}
          onIdChange={setStudentId}
          idRef={idRef}
          password={password}
          onPasswordChange={setPassword}
          invalid={invalid}
          errorId="login-error"
        />
        <div className="auth__row">
          <Link to={to('/forgot-password')}>{t('student.forgot')}</Link>
        </div>
        <p id="login-error" className="auth__error" role="alert">
          {translateValidation(error)}
        </p>
        <button type="submit" className="button button--primary" disabled={status !== 'idle'}>
          {status === 'idle' ? t('login.submit') : t('login.submitting')}
        </button>
      </form>
      <p className="auth__footer">
        <Trans
          t={t}
          i18nKey="student.newHere"
          components={{ signUpLink: <Link to={to('/SignUp')} /> }}
        />
      </p>
    </AuthShell>
  );
}
