import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n.ts';

type LegalPageProps = { title: string; children: ReactNode };

/** The frame of the Privacy Policy and the Terms & Conditions (both last updated the same day). */
export function LegalPage({ title, children }: LegalPageProps) {
  const { t } = useTranslation('public');
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{t('legal.updated', { date: t('legal.updatedDate') })}</p>
      </header>
      <div className="page__body">
        <div className="prose">{children}</div>
      </div>
    </div>
  );
}
