/**
 * The About Us page's 'What We Offer' blocks, in the spec's order: each names its strings
 * (`public:about.offers.<key>.title` / `.text`) and its icon (an inline SVG, see offer-icon.tsx).
 */
export const offers = [
  'academic',
  'competitive',
  'skills',
  'counseling',
  'online',
  'extracurricular',
  'achievements',
  'whyUs',
  'infrastructure',
  'faculty',
  'studentCentric',
] as const;

export type Offer = (typeof offers)[number];

/** The literal keys of each block's strings. */
export const offerText: Record<Offer, { title: string; text: string }> = {
  academic: { title: 'about.offers.academic.title', text: 'about.offers.academic.text' },
  competitive: { title: 'about.offers.competitive.title', text: 'about.offers.competitive.text' },
  skills: { title: 'about.offers.skills.title', text: 'about.offers.skills.text' },
  counseling: { title: 'about.offers.counseling.title', text: 'about.offers.counseling.text' },
  online: { title: 'about.offers.online.title', text: 'about.offers.online.text' },
  extracurricular: {
    title: 'about.offers.extracurricular.title',
    text: 'about.offers.extracurricular.text',
  },
  achievements: {
    title: 'about.offers.achievements.title',
    text: 'about.offers.achievements.text',
  },
  whyUs: { title: 'about.offers.whyUs.title', text: 'about.offers.whyUs.text' },
  infrastructure: {
    title: 'about.offers.infrastructure.title',
    text: 'about.offers.infrastructure.text',
  },
  faculty: { title: 'about.offers.faculty.title', text: 'about.offers.faculty.text' },
  studentCentric: {
    title: 'about.offers.studentCentric.title',
    text: 'about.offers.studentCentric.text',
  },
};
