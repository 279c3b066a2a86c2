// Loaded on the contact form's first submit, so zod stays off the public pages' first load.

export { contactSchema } from '#shared/contact.ts';
