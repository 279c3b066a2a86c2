import { Link } from 'react-router';

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
