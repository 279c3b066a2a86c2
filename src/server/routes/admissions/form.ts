// The online admission form sent by the browser itself (decision 048): before the app has loaded,
// or without scripts. The same checks and storing as `POST /api/admissions`; the answer is a page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  admissionFromForm,
  missingPermanentAddress,
  permanentAddressMessage,
} from '#shared/admission-form-data.ts';
import { admissionSchema, type Registration } from '#shared/registration.ts';
import { AppError, errorTable } from '#server/lib/app-error.ts';
import type { AdmissionPageState } from '#server/plugins/admission-page.ts';
import { pathLanguage } from '#server/plugins/client-language.ts';

/** Takes one checked application; the applicant's number, or an AppError (429, 400, 503). */
export type AcceptApplication = (input: Registration, request: FastifyRequest) => Promise<string>;

/** The sign-up page's paths, where its form posts when sent without the app. */
const signUpPaths = ['/SignUp', '/pa/SignUp', '/hi/SignUp'] as const;
/** Every field at its longest fits well within (URL-encoded, Gurmukhi takes 9 bytes a letter). */
const formBodyLimit = 64 * 1024;

/** `POST /SignUp` (and in Punjabi and Hindi): answered with the page, or a redirect to `?sent=1`. */
export const admissionFormRoutes =
  (accept: AcceptApplication) =>
  async (forms: FastifyInstance): Promise<void> => {
    // Only here: the API takes JSON alone (a cross-site page cannot send it without asking).
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    const sendForm = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const values: Record<string, string[]> = {};
      for (const name of new Set(body.keys())) {
        if (name !== 'password' && name !== 'confirmPassword') values[name] = body.getAll(name);
      }
      const page = (errors: Record<string, string>, message: string, status = 200) =>
        sendPage(
          forms,
          path,
          { values, errors, status: { kind: 'error', message } },
          reply,
          status,
        );

      const input = admissionFromForm(body);
      const parsed = admissionSchema.safeParse(input);
      const errors: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path.join('.');
          if (field && !errors[field]) errors[field] = issue.message;
        }
        // Shown on the first submit with the rest, as the app shows it (the schema asks later).
        if (missingPermanentAddress(input)) {
          errors.permanentAddress ??= permanentAddressMessage;
        }
        return page(errors, errorTable.VALIDATION_FAILED.message);
      }
      let applicationId: string;
      try {
        applicationId = await accept(parsed.data, request);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        for (const [field, [message]] of Object.entries(err.fieldErrors ?? {})) {
          if (message) errors[field] = message;
        }
        // A busy server is not the visitor's mistake, but it is told the same way: a page.
        return page(errors, err.message, err.status < 500 ? 200 : err.status);
      }
      // Received: the page says so, and a reload does not send it again.
      const language = pathLanguage(path);
      const signUp = language === 'en' ? '/SignUp' : `/${language}/SignUp`;
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`${signUp}?sent=1&id=${encodeURIComponent(applicationId)}`, 303);
    };
    for (const path of signUpPaths) forms.post(path, { schema: { hide: true } }, sendForm);
  };

/** The page with `state`, or (an API-only server, no built app) the refusal as the API says it. */
function sendPage(
  app: FastifyInstance,
  path: string,
  state: AdmissionPageState & { status: { kind: 'error'; message: string } },
  reply: FastifyReply,
  status: number,
) {
  if (app.sendAdmissionPage) return app.sendAdmissionPage(path, state, reply, status);
  const fieldErrors = Object.fromEntries(
    Object.entries(state.errors).map(([field, message]) => [field, [message]]),
  );
  return reply
    .code(status === 200 ? 400 : status)
    .send({ code: 'VALIDATION_FAILED', message: state.status.message, fieldErrors });
}
