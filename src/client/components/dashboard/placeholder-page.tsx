import type { ReactNode } from 'react';

type PlaceholderPageProps = {
  title: string;
  /** One honest sentence: what this screen will hold once it is built. */
  children: ReactNode;
};

/** A screen a later issue fills: its title and a plain statement of what will appear. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{title}</h1>
      <div className="dash-empty">
        <p>{children}</p>
      </div>
    </section>
  );
}
