import { Link } from 'react-router';

type StartBannerProps = {
  /** For someone logged in: their dashboard, offered in place of Log in. */
  dashboard?: { to: string; label: string } | null;
};

/** The Courses page's 'Start for free' banner; Log in goes to /Login (the spec's casing). */
export function StartBanner({ dashboard }: StartBannerProps) {
  return (
    <section className="start-banner" aria-labelledby="start-banner-title">
      <div>
        <h2 id="start-banner-title" className="start-banner__title">
          Start for free
        </h2>
        <p className="start-banner__text">
          {dashboard
            ? 'You are logged in: pick up where you left off in your dashboard.'
            : 'Log in to the student portal for your courses, mock tests, exam schedule, results and fees. New here? Attend a free demo class before you join.'}
        </p>
      </div>
      <Link to={dashboard?.to ?? '/Login'} className="btn btn--accent">
        {dashboard?.label ?? 'Log in'}
      </Link>
    </section>
  );
}
