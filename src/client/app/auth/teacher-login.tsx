import { messages } from '#shared/auth-messages.ts';
import { timings } from '#shared/limits.ts';
import { academy } from '#shared/academy.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { loginTeacher } from '#client/lib/auth.ts';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-fields';
import { idLoginRefusal, useLoginForm } from './use-login-form';

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
  const { t } = useTranslation('auth');
  const form = useLoginForm({
    who: 'teacher',
    login: loginTeacher,
    succeeded: () => showToast({ message: i18n.t('auth:teacher.success'), kind: 'success' }),
    redirectMs: timings.adminRedirectMs,
    // Both fields are required; an empty one is reported like a mismatch, next to the form.
    empty: () => messages.invalidStudent,
    refused: (error) => idLoginRefusal(error, false),
  });

  return (
    <AuthShell title={t('teacher.title')} subtitle={t('teacher.subtitle')}>
      <LoginForm form={form} errorId="teacher-login-error" />
    </AuthShell>
  );
}
