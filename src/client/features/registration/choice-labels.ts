import type { EducationKey, genders, paymentMethods } from '#shared/registration.ts';

/** The `public` keys of the genders, as both registration forms show them. */
export const genderLabel = {
  male: 'admission.personal.genders.male',
  female: 'admission.personal.genders.female',
  other: 'admission.personal.genders.other',
} as const satisfies Record<(typeof genders)[number], string>;

/** The `public` keys of the form's preferred timings, as both registration forms show them. */
export const timingLabel = {
  morning: 'admission.course.timings.morning',
  afternoon: 'admission.course.timings.afternoon',
  evening: 'admission.course.timings.evening',
} as const;

/** The `public` keys of the payment methods (the value sent stays the method's English name). */
export const paymentLabel = {
  Cash: 'admission.course.paymentMethods.Cash',
  UPI: 'admission.course.paymentMethods.UPI',
  Card: 'admission.course.paymentMethods.Card',
  'Bank Transfer': 'admission.course.paymentMethods.Bank Transfer',
} as const satisfies Record<(typeof paymentMethods)[number], string>;

/** The `public` keys of the education levels, as both registration forms show them. */
export const levelLabel = {
  highSchool: 'admission.education.levels.highSchool',
  intermediate: 'admission.education.levels.intermediate',
  bachelorDegree: 'admission.education.levels.bachelorDegree',
  masterDegree: 'admission.education.levels.masterDegree',
} as const satisfies Record<EducationKey, string>;
