/** Who the academy is and how to reach it: shown in the footer, the contact page and the JSON-LD. */
export const academy = {
  name: 'Ambar Academy',
  tagline: 'Coaching, computer and career courses in Ludhiana, Punjab',
  /** The public address the site is known by: canonical links, Open Graph and the sitemap. */
  siteUrl: 'https://www.ambaracademy.in',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'info@ambaracademy.in',
  address: {
    street: 'SCO 24, Feroze Gandhi Market',
    city: 'Ludhiana',
    region: 'Punjab',
    postalCode: '141001',
    country: 'IN',
  },
  mapsUrl:
    'https://www.google.com/maps/search/?api=1&query=SCO+24+Feroze+Gandhi+Market+Ludhiana+Punjab+141001',
  hours: 'Monday to Saturday, 8:00 am to 8:00 pm',
  webAgency: { name: 'Doaba Web Studio', url: 'https://www.doabawebstudio.in' },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/ambaracademy' },
    { name: 'Instagram', url: 'https://www.instagram.com/ambaracademy' },
    { name: 'YouTube', url: 'https://www.youtube.com/@ambaracademy' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/ambaracademy' },
    { name: 'X', url: 'https://x.com/ambaracademy' },
  ],
} as const;

export type SocialNetwork = (typeof academy.social)[number]['name'];

/** The postal address on one line. */
export function postalAddress(): string {
  const a = academy.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`;
}
