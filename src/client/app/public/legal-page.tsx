import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n.ts';
import { PublicPage } from '#client/components/public-page.tsx';

type LegalPageProps = { title: string; children: ReactNode };

/** The frame of the Privacy Policy and the Terms & Conditions (both last updated the same day). */
export function LegalPage({ title, children }: LegalPageProps) {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={title} lead={t('legal.updated', { date: t('legal.updatedDate') })}>
      <div className="prose">{children}</div>
    </PublicPage>
  );
}
