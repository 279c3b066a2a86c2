import type { Offer } from './about-offers';

/**
 * The About Us blocks' icons, drawn inline (24×24, stroked in the brand colour): emoji showed as
 * empty boxes on systems without an emoji font.
 */
const paths: Record<Offer, string[]> = {
  // An open book.
  academic: [
    'M3 5.5c3-1.2 6-1.2 9 .8 3-2 6-2 9-.8V19c-3-1.2-6-1.2-9 .8-3-2-6-2-9-.8Z',
    'M12 6.3v13.5',
  ],
  // A target.
  competitive: [
    'M12 3a9 9 0 1 0 9 9',
    'M12 7a5 5 0 1 0 5 5',
    'M12 11a1 1 0 1 0 1 1',
    'M12 12 20 4',
    'M17 4h3v3',
  ],
  // A wrench.
  skills: [
    'M14.5 4.5a4.5 4.5 0 0 0-4.3 5.9L4 16.6a2 2 0 0 0 2.8 2.8l6.2-6.2a4.5 4.5 0 0 0 5.9-4.3l-2.7 2.7-2.6-.6-.6-2.6Z',
  ],
  // A compass.
  counseling: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'm15.5 8.5-2 5-5 2 2-5Z'],
  // A laptop.
  online: ['M5 6h14v9H5Z', 'M3 18h18', 'M10 18h4'],
  // A palette.
  extracurricular: [
    'M12 3a9 9 0 0 0 0 18c1.2 0 1.8-.8 1.8-1.7 0-1.3-1-1.5-1-2.6 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3Z',
    'M7.5 11.5h.01',
    'M10 7.5h.01',
    'M14.5 7.5h.01',
  ],
  // A trophy.
  achievements: [
    'M8 4h8v5a4 4 0 0 1-8 0Z',
    'M8 6H5a3 3 0 0 0 3 4',
    'M16 6h3a3 3 0 0 1-3 4',
    'M12 13v4',
    'M8.5 20h7l-.8-3H9.3Z',
  ],
  // A star.
  whyUs: ['m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8Z'],
  // A school building.
  infrastructure: ['M3 10 12 5l9 5', 'M5 10v9h14v-9', 'M3 19h18', 'M10 19v-5h4v5', 'M12 8v.01'],
  // A teacher at a board.
  faculty: [
    'M9 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    'M4 21v-6a5 5 0 0 1 10 0v6',
    'M14 4h7v8h-5',
    'M13.5 11 17 8',
  ],
  // Two people side by side.
  studentCentric: [
    'M8 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M16.5 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    'M2.5 20v-1.5A5 5 0 0 1 7.5 13.5h1a5 5 0 0 1 5 5V20',
    'M15 13.6a4.5 4.5 0 0 1 6.5 4V20',
  ],
};

export function OfferIcon({ offer }: { offer: Offer }) {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[offer].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
