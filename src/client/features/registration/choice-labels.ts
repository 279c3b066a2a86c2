import type { paymentMethods } from '#shared/registration.ts';

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
