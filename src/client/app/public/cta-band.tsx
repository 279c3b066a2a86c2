import type { ReactNode } from 'react';
import { ActionLinks } from '#client/components/action-links.tsx';

type Action = { to: string; label: string };

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
