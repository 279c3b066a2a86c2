import { redirect, useLocation, useNavigate } from 'react-router';
import { academy } from '#shared/academy.ts';
import { ApiError } from '#client/lib/api.ts';
import { getCourse } from '#client/features/catalogue/api/get-catalogue.ts';
import { CourseDetails } from '#client/features/catalogue/components/course-details.tsx';
import { seedCourseView } from '#shared/catalogue-seed-view.ts';
import { useFresh } from '#client/features/catalogue/use-fresh.ts';
import { i18n } from '#client/lib/i18n.ts';
import {
  languageFromPath,
  localizedPath,
  requestLanguage,
  useLocalizedPath,
} from '#client/lib/language.ts';
import { absoluteUrl, pageMeta } from './seo';
import type { Route } from './+types/course';

/** Build time: the course from the seed catalogue (every seed course page is prerendered, in each language). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const course = seedCourseView(params.slug, requestLanguage(request));
  if (!course) throw redirect('/');
  return { course, fromBuild: true };
}

/**
 * In the browser (later navigations, and courses added after the build): the course as the
 * database holds it now. Unknown paths land here too (the route is `/:slug`); like every
 * unknown path they go to the home page, in the path's language (/pa/nope → /pa).
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requestLanguage(request);
  try {
    return { course: await getCourse(params.slug, language), fromBuild: false };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw redirect(localizedPath('/', language));
    throw err;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const course = loaderData?.course;
  if (!course) return [{ title: academy.name }];
  const path = `/${course.slug}`;
  const tags = pageMeta({
    title: i18n.t('public:meta.course.title', { course: course.name, academy: academy.name }),
    description: course.summary,
    path,
    image: course.image.replace(/\.webp$/, '.jpg'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.name,
      description: course.summary,
      courseCode: course.code,
      url: absoluteUrl(path),
      about: course.covers,
      provider: { '@type': 'EducationalOrganization', name: academy.name, sameAs: academy.siteUrl },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: course.price,
        priceCurrency: 'INR',
        url: absoluteUrl(path),
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        location: `${academy.name}, ${academy.address.city}`,
        courseSchedule: { '@type': 'Schedule', description: course.timings },
      },
    },
  });
  return tags;
}

export default function Course({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const language = languageFromPath(useLocation().pathname) ?? 'en';
  const course = useFresh(loaderData.course, loaderData.fromBuild, (signal) =>
    getCourse(params.slug, language, signal).catch((err: unknown) => {
      // Removed from the catalogue since the site was built.
      if (err instanceof ApiError && err.status === 404) void navigate(to('/'), { replace: true });
      throw err;
    }),
  );
  return <CourseDetails course={course} />;
}
