import { Link } from 'react-router';
import { academy } from '../../../shared/academy';
import { offers } from './about-offers';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: `About Us | ${academy.name}, Ludhiana`,
    description: `${academy.name} in Ludhiana, Punjab: school tuition, competitive exam coaching, computer and skill courses, languages and career counseling since 2012.`,
    path: '/Aboutus',
  });
}

export default function About() {
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">About Us</h1>
        <p className="page-hero__lead">
          {academy.name} is a coaching and education academy in the heart of Ludhiana. Since 2012 we
          have helped school students, job seekers and working adults across Punjab learn the skills
          and pass the exams that move their lives forward.
        </p>
      </header>
      <div className="page__body">
        <section className="about-intro" aria-labelledby="story-title">
          <div>
            <h2 id="story-title">Our story</h2>
            <p>
              We began with one classroom and a batch of twelve Class 10 students. Today our
              teachers run more than forty courses: tuition from Class 1 to Class 12, coaching for
              government exams, computer and accounts courses, language training for students going
              abroad, and hands-on kitchen and hospitality programmes.
            </p>
            <p>
              What has not changed is how we teach: small batches, patient teachers, regular tests
              and honest feedback to students and their parents.
            </p>
          </div>
          <img
            src="/images/about.webp"
            alt="Students working together in a bright classroom"
            width={560}
            height={400}
            loading="lazy"
            decoding="async"
            className="about-intro__image"
          />
        </section>
        <section aria-labelledby="offer-title">
          <h2 id="offer-title" className="section-title">
            What We Offer
          </h2>
          <ul className="offer-grid">
            {offers.map((o) => (
              <li key={o.title} className="offer">
                <span className="offer__icon" aria-hidden="true">
                  {o.icon}
                </span>
                <h3 className="offer__title">{o.title}</h3>
                <p>{o.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="cta-band" aria-labelledby="about-cta">
          <h2 id="about-cta">Visit us for a free demo class</h2>
          <p>Meet the teachers, see the classrooms and labs, and ask anything.</p>
          <div className="cta-band__actions">
            <Link to="/courses" className="btn btn--accent">
              Explore courses
            </Link>
            <Link to="/contactus" className="btn btn--light">
              Contact Us
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
