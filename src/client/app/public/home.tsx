import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { categoryImage, categoryInfos, categoryWords } from '#shared/catalogue.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { imageUrl } from '#client/lib/images.ts';
import { currentLanguage, useLocalizedPath } from '#client/lib/language.ts';
import { ActionLinks, CtaBand } from '#client/components/public-page.tsx';
import { organisationJsonLd, pageMeta } from './seo';

/**
 * The hero picture, the page's largest paint. Its <img> has fetchPriority="high", so React's
 * server renderer puts a preload of the same srcset and sizes at the top of the <head>.
 */
const hero = {
  src: imageUrl('/images/hero-640.webp'),
  srcSet: `${imageUrl('/images/hero-640.webp')} 640w, ${imageUrl('/images/hero-960.webp')} 960w`,
  sizes: '(min-width: 900px) 480px, 90vw',
};

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.home.title', { academy: academy.name }),
    description: i18n.t('public:meta.home.description'),
    path: '/',
    jsonLd: organisationJsonLd(),
  });
}

const highlights = [
  { figure: '12,000+', label: 'home.highlights.students' },
  { figure: '40+', label: 'home.highlights.courses' },
  { figure: '25', label: 'home.highlights.batch' },
  { figure: '6', label: 'home.highlights.days' },
] as const;

export default function Home() {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  const language = currentLanguage();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">{t('home.eyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('home.title', { academy: academy.name })}
            </h1>
            <p className="hero__lead">{t('home.lead')}</p>
            <ActionLinks
              className="hero__actions"
              main={{ to: to('/courses'), label: t('home.exploreCourses') }}
              other={{ to: to('/aboutus'), label: t('home.aboutAcademy'), look: 'outline' }}
              large
            />
          </div>
          <img
            className="hero__image"
            src={hero.src}
            srcSet={hero.srcSet}
            sizes={hero.sizes}
            alt={t('home.heroAlt')}
            width={640}
            height={480}
            fetchPriority="high"
          />
        </div>
      </section>
      <section className="highlights" aria-label={t('home.highlightsLabel')}>
        <ul className="highlights__list">
          {highlights.map((h) => (
            <li key={h.label}>
              <strong>{h.figure}</strong>
              <span>{t(h.label)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="categories-title">
        <h2 id="categories-title" className="section-title">
          {t('home.findCourse')}
        </h2>
        <ul className="tile-grid">
          {categoryInfos
            .map((info) => ({ ...info, ...categoryWords(info, language) }))
            .map((c) => (
              <li key={c.slug}>
                <Link to={to(`/Courses#${c.slug}`)} className="tile">
                  <img
                    src={imageUrl(categoryImage(c.slug).replace(/\.webp$/, '-thumb.webp'))}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="tile__name">{c.name}</span>
                  <span className="tile__blurb">{c.blurb}</span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
      <CtaBand
        id="home-cta"
        title={t('home.cta.title')}
        main={{ to: to('/contactus'), label: t('home.cta.contact') }}
        other={{ to: to('/SignUp'), label: t('home.cta.apply') }}
      >
        <Trans
          t={t}
          i18nKey="home.cta.text"
          values={{ phone: academy.phone }}
          components={{ phoneLink: <a href={academy.phoneHref} /> }}
        />
      </CtaBand>
    </>
  );
}
