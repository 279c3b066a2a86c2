/** The contact form's options, messages and limits: plain constants the form loads up front. */
/** The contact form's course options, exactly as the spec lists them. */
export const contactCourses = [
  'Web Technologies Courses',
  'Accounts Courses',
  'Monograph Courses',
  'Languages Courses',
  'Hospitalist Courses',
  'Competitive Courses',
  'Coaching Courses',
  'Cooking Courses',
] as const;
export type ContactCourse = (typeof contactCourses)[number];

export const contactMessages = {
  sent: 'Message sent successfully!',
  failed: 'Message sending failed. Please try again.',
  tooMany: 'Too many messages from this e-mail address. Please wait a minute and try again.',
  tooManyFromNetwork: 'Too many messages from this network. Please try again later.',
  name: 'Please enter your name.',
  email: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  course: 'Please choose a course.',
  message: 'Please enter your message.',
} as const;

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 2000,
  /** The course named by a course page's Enquire button. */
  topicMax: 200,
  /** The optional mobile number as typed (spaces and dashes allowed). */
  phoneMax: 24,
  /** Messages one e-mail address may send per minute. */
  perMinute: 5,
  /** Messages one client address may send per hour, whatever e-mail they type. */
  perNetworkPerHour: 20,
} as const;
