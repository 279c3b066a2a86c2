import type { MetaDescriptor } from 'react-router';
import { academy, postalAddress } from '#shared/academy.ts';
import { currentLanguage, localizedPath } from '#client/lib/language.ts';

type PageMeta = {
  title: string;
  description: string;
  /** The page's canonical path, in the route table's casing. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
};

const defaultImage = '/images/og-image.jpg';

export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${academy.siteUrl}${path}`;
}

/** Title, description, canonical link, Open Graph and Twitter tags, and optional JSON-LD. */
export function pageMeta({ title, description, path, image, type, jsonLd }: PageMeta) {
  // A Punjabi or Hindi page's own URL is its canonical one (/pa/…, /hi/…).
  const language = currentLanguage();
  const url = absoluteUrl(localizedPath(path, language));
  const img = absoluteUrl(image ?? defaultImage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: academy.name },
    { property: 'og:type', content: type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: img },
    { property: 'og:locale', content: `${language}_IN` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd });
  return tags;
}

/** schema.org description of the academy itself. */
export function organisationJsonLd(): Record<string, unknown> {
  const a = academy.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: academy.name,
    url: academy.siteUrl,
    logo: absoluteUrl('/images/logo-512.png'),
    email: academy.email,
    telephone: academy.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    hasMap: academy.mapsUrl,
    sameAs: academy.social.map((s) => s.url),
    description: `${academy.tagline}. ${postalAddress()}.`,
  };
}
