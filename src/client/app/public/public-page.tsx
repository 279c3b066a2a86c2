import type { ReactNode } from 'react';

type PublicPageProps = {
  title: ReactNode;
  lead: ReactNode;
  /** More of the page's head under the lead (the Courses page's category chips). */
  headExtra?: ReactNode;
  /** A class of the page's own on the body, beside `page__body`. */
  bodyClass?: string;
  children: ReactNode;
};

/** The frame of an inner public page: the hero band with its title and lead, then the body. */
export function PublicPage({ title, lead, headExtra, bodyClass, children }: PublicPageProps) {
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {headExtra}
      </header>
      <div className={bodyClass ? `page__body ${bodyClass}` : 'page__body'}>{children}</div>
    </div>
  );
}
