// Loaded on the contact form's first submit, so zod stays off the public pages' first load.
import '#client/lib/zod-csp.ts';

export { contactSchema } from '#shared/contact.ts';
