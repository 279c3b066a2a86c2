import { Link } from 'react-router';

/** The Courses page's 'Start for free' banner; Log in goes to /Login (the spec's casing). */
export function StartBanner() {
  return (
    <section className="start-banner" aria-labelledby="start-banner-title">
      <div>
        <h2 id="start-banner-title" className="start-banner__title">
          Start for free
        </h2>
        <p className="start-banner__text">
          Log in to the student portal for your courses, mock tests, exam schedule, results and
          fees. New here? Attend a free demo class before you join.
        </p>
      </div>
      <Link to="/Login" className="btn btn--accent">
        Log in
      </Link>
    </section>
  );
}
