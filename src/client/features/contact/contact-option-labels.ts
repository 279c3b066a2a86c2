import type { ContactCourse } from '#shared/contact-options.ts';
import { i18n } from '#client/lib/i18n.ts';

/**
 * The contact form's course options as the page's language reads them. The value sent (and
 * stored, and shown in the admin's Messages) stays the spec's English option.
 */
export function contactOptionLabel(option: ContactCourse): string {
  const keys: Record<ContactCourse, string> = {
    'Web Technologies Courses': i18n.t('public:contactOptions.web'),
    'Accounts Courses': i18n.t('public:contactOptions.accounts'),
    'Monograph Courses': i18n.t('public:contactOptions.monograph'),
    'Languages Courses': i18n.t('public:contactOptions.languages'),
    'Hospitalist Courses': i18n.t('public:contactOptions.hospitalist'),
    'Competitive Courses': i18n.t('public:contactOptions.competitive'),
    'Coaching Courses': i18n.t('public:contactOptions.coaching'),
    'Cooking Courses': i18n.t('public:contactOptions.cooking'),
  };
  return keys[option];
}
