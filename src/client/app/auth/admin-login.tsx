import { messages } from '#shared/auth-messages.ts';
import { timings } from '#shared/limits.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { loginAdmin } from '#client/lib/auth.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-fields';
import { useLoginForm } from './use-login-form';
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
  const { t } = useTranslation('auth');
  const form = useLoginForm({
    who: 'admin',
    login: loginAdmin,
    succeeded: () => toast(i18n.t('auth:admin.success'), 'success'),
    // The button stays on 'Logging in...' until the dashboard opens (at the page the admin was
    // on, when a lost session sent them here).
    redirectMs: timings.adminRedirectMs,
    empty: () => {
      toast(translateValidation(messages.fillAllFields), 'error');
      return null;
    },
    refused: (err) => {
      const message =
        (err.status >= 400 && err.status < 500) || err.code === 'BUSY'
          ? err.message || messages.invalidCredentials
          : messages.somethingWrong;
      toast(translateValidation(message), 'error');
      return { message };
    },
  });

  return (
    <AuthShell title={t('admin.title')} subtitle={t('admin.subtitle')}>
      <LoginForm form={form} errorId="admin-login-error" />
    </AuthShell>
  );
}
