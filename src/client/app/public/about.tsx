import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { imageUrl } from '#client/lib/images.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { CtaBand, PublicPage } from '#client/components/public-page.tsx';
import { offers, offerText } from './about-offers';
import { OfferIcon } from './offer-icon';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.about.title', { academy: academy.name }),
    description: i18n.t('public:meta.about.description', { academy: academy.name }),
    path: '/Aboutus',
  });
}

export default function About() {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  return (
    <PublicPage title={t('about.title')} lead={t('about.lead', { academy: academy.name })}>
      <section className="about-intro" aria-labelledby="story-title">
        <div>
          <h2 id="story-title">{t('about.storyTitle')}</h2>
          <p>{t('about.story1')}</p>
          <p>{t('about.story2')}</p>
        </div>
        <img
          src={imageUrl('/images/about.webp')}
          alt={t('about.imageAlt')}
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="about-intro__image"
        />
      </section>
      <section aria-labelledby="offer-title">
        <h2 id="offer-title" className="section-title">
          {t('about.offerTitle')}
        </h2>
        <ul className="offer-grid">
          {offers.map((o) => (
            <li key={o} className="offer">
              <span className="offer__icon" aria-hidden="true">
                <OfferIcon offer={o} />
              </span>
              <h3 className="offer__title">{t(offerText[o].title)}</h3>
              <p>{t(offerText[o].text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        id="about-cta"
        title={t('about.cta.title')}
        main={{ to: to('/courses'), label: t('about.cta.courses') }}
        other={{ to: to('/contactus'), label: t('about.cta.contact') }}
      >
        {t('about.cta.text')}
      </CtaBand>
    </PublicPage>
  );
}
