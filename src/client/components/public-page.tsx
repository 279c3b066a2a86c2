import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The public site's shared frames (public.css and public-pages.css draw them). One module on
// purpose: every public page imports it, so the build ships it with the pages' other shared code
// rather than as more small files to fetch on a first visit.

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

type Action = { to: string; label: string };

type ActionLinksProps = {
  /** The row's class (`hero__actions`, `cta-band__actions`, `course__cta`). */
  className: string;
  /** What the page asks for most, in the accent colour. */
  main: Action;
  /** The other way on: outlined on a light ground, light on a dark band. */
  other: Action & { look: 'outline' | 'light' };
  large?: boolean;
};

/**
 * A public page's two links drawn as buttons: the main one and a quieter one beside it. Plain
 * links, so they work before any script has run.
 */
export function ActionLinks({ className, main, other, large }: ActionLinksProps) {
  const size = large ? ' btn--large' : '';
  return (
    <div className={className}>
      <Link to={main.to} className={`btn btn--accent${size}`}>
        {main.label}
      </Link>
      <Link to={other.to} className={`btn btn--${other.look}${size}`}>
        {other.label}
      </Link>
    </div>
  );
}

type CtaBandProps = {
  /** The heading's id, which names the band. */
  id: string;
  title: string;
  /** The line under the heading. */
  children: ReactNode;
  main: Action;
  other: Action;
};

/** The dark band that closes a public page: a heading, a line, and two links as buttons. */
export function CtaBand({ id, title, children, main, other }: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      <ActionLinks className="cta-band__actions" main={main} other={{ ...other, look: 'light' }} />
    </section>
  );
}
