import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackButton } from '#client/components/back-button.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { Logo } from '#client/components/logo.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import '#client/styles/auth.css';
import { academy } from '#shared/academy.ts';

type AuthShellProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
};

/**
 * The frame the login and password screens share: back button, logo link home, title, the form,
 * then the language switch (the same page in Punjabi or Hindi).
 */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  return (
    <main className="auth">
      <div className="auth__card">
        <div className="auth__top">
          <BackButton />
          <Link
            to={to('/')}
            className="auth__logo"
            aria-label={t('shell.home', { academy: academy.name })}
          >
            <Logo size={44} />
          </Link>
          <span className="auth__spacer" aria-hidden="true" />
        </div>
        <h1 className="auth__title">{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
        {children}
        <div className="auth__lang">
          <LanguageSwitch place="header" />
        </div>
      </div>
    </main>
  );
}
