import { Link } from 'react-router';
import { messages } from '#shared/auth-messages.ts';
import { timings } from '#shared/limits.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { loginStudent } from '#client/lib/auth.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-fields';
import { idLoginRefusal, useLoginForm } from './use-login-form';
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

export default function StudentLogin() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const form = useLoginForm({
    who: 'student',
    login: loginStudent,
    succeeded: () =>
      showToast({
        message: i18n.t('auth:student.success'),
        kind: 'success',
        durationMs: timings.studentBannerMs,
      }),
    redirectMs: timings.studentRedirectMs,
    // Both fields are required; an empty one is reported like a mismatch, next to the form.
    empty: () => messages.invalidStudent,
    refused: (error) => idLoginRefusal(error, true),
  });

  return (
    <AuthShell title={t('student.title')} subtitle={t('student.subtitle')}>
      <LoginForm form={form} errorId="login-error">
        <div className="auth__row">
          <Link to={to('/forgot-password')}>{t('student.forgot')}</Link>
        </div>
      </LoginForm>
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
