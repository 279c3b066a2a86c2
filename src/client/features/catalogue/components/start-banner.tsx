import { Link } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';

type StartBannerProps = {
  /** For someone logged in: their dashboard, offered in place of Log in. */
  dashboard?: { to: string; label: string } | null;
};

/** The Courses page's 'Start for free' banner; Log in goes to /Login (the spec's casing). */
export function StartBanner({ dashboard }: StartBannerProps) {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  return (
    <section className="start-banner" aria-labelledby="start-banner-title">
      <div>
        <h2 id="start-banner-title" className="start-banner__title">
          {t('courses.startBanner.title')}
        </h2>
        <p className="start-banner__text">
          {dashboard ? t('courses.startBanner.loggedIn') : t('courses.startBanner.visitor')}
        </p>
      </div>
      <Link to={to(dashboard?.to ?? '/Login')} className="btn btn--accent">
        {dashboard?.label ?? t('courses.startBanner.logIn')}
      </Link>
    </section>
  );
}
