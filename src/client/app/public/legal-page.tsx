import type { ReactNode } from 'react';

type LegalPageProps = { title: string; updated: string; children: ReactNode };

/** The frame of the Privacy Policy and the Terms & Conditions. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">Last updated: {updated}</p>
      </header>
      <div className="page__body">
        <div className="prose">{children}</div>
      </div>
    </div>
  );
}
