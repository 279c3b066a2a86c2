import { Link } from 'react-router';
import { academy } from '../../../shared/academy';
import { categoryImage, categoryInfos } from '../../../shared/catalogue';
import { organisationJsonLd, pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: `${academy.name} | Coaching and career courses in Ludhiana, Punjab`,
    description:
      'Tuition for Classes 1–12, Punjab Police, PSSSB, banking and SSC coaching, full stack, design and digital marketing, Tally and GST, IELTS and PTE in Ludhiana, Punjab.',
    path: '/',
    jsonLd: organisationJsonLd(),
  });
}

const highlights = [
  { figure: '12,000+', label: 'students trained since 2012' },
  { figure: '40+', label: 'courses in 8 categories' },
  { figure: '25', label: 'students at most in a batch' },
  { figure: '6', label: 'days a week, morning to evening' },
];

export default function Home() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">Ludhiana · Punjab</p>
            <h1 id="hero-title" className="hero__title">
              {`Welcome to ${academy.name}`}
            </h1>
            <p className="hero__lead">
              Learn the skills and pass the exams that move your life forward: school tuition,
              government exam coaching, computer and accounts courses, languages and more, taught in
              small batches by teachers who care.
            </p>
            <div className="hero__actions">
              <Link to="/courses" className="btn btn--accent btn--large">
                Explore courses
              </Link>
              <Link to="/aboutus" className="btn btn--outline btn--large">
                About the academy
              </Link>
            </div>
          </div>
          <img
            className="hero__image"
            src="/images/hero-640.webp"
            srcSet="/images/hero-640.webp 640w, /images/hero-960.webp 960w"
            sizes="(min-width: 900px) 480px, 90vw"
            alt="Students learning with a teacher at Ambar Academy"
            width={640}
            height={480}
            fetchPriority="high"
          />
        </div>
      </section>
      <section className="highlights" aria-label="The academy in numbers">
        <ul className="highlights__list">
          {highlights.map((h) => (
            <li key={h.label}>
              <strong>{h.figure}</strong>
              <span>{h.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="categories-title">
        <h2 id="categories-title" className="section-title">
          Find your course
        </h2>
        <ul className="tile-grid">
          {categoryInfos.map((c) => (
            <li key={c.slug}>
              <Link to={`/Courses#${c.slug}`} className="tile">
                <img
                  src={categoryImage(c.slug).replace(/\.webp$/, '-thumb.webp')}
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
      <section className="cta-band" aria-labelledby="home-cta">
        <h2 id="home-cta">Not sure where to start?</h2>
        <p>
          Call <a href={academy.phoneHref}>{academy.phone}</a> or send us a message, and a
          counsellor will help you choose.
        </p>
        <div className="cta-band__actions">
          <Link to="/contactus" className="btn btn--accent">
            Contact Us
          </Link>
          <Link to="/SignUp" className="btn btn--light">
            Apply online
          </Link>
        </div>
      </section>
    </>
  );
}
