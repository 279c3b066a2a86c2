import { academy } from '#shared/academy.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { mailText } from '#server/lib/mail-text.ts';
import type { ChannelName, Content } from './channel';

/**
 * The messages the product sends, by name: each says which variables it takes (those in
 * `secret` are erased from the outbox once the message is sent or has failed) and renders them
 * per channel in the recipient's language. A channel a template has no rendering for is refused
 * when the message is written, not when it is delivered.
 */
type Template = {
  variables: readonly string[];
  secret?: readonly string[];
  render: Partial<Record<ChannelName, (language: AppLocale, v: Record<string, string>) => Content>>;
};

const templates = {
  'password-reset': {
    variables: ['name', 'link'],
    secret: ['link'],
    render: {
      email: (language, v) => {
        const text = mailText[language].reset;
        return {
          subject: text.subject(academy.name),
          text: text.body(v.name ?? '', v.link ?? '').join('\n'),
        };
      },
    },
  },
  'application-approved': {
    variables: ['name', 'studentId', 'link', 'ownPassword'],
    render: {
      email: (language, v) => {
        const text = mailText[language].approved;
        return {
          subject: text.subject(academy.name),
          text: text
            .body(v.name ?? '', v.studentId ?? '', v.link ?? '', v.ownPassword === 'yes')
            .join('\n'),
        };
      },
    },
  },
  'contact-message': {
    variables: ['name', 'email', 'course', 'message'],
    render: {
      email: (language, v) => {
        const text = mailText[language].contact;
        return {
          subject: text.subject(v.course ?? '', v.name ?? ''),
          replyTo: { name: v.name ?? '', address: v.email ?? '' },
          text: [
            `${text.labels.name}: ${v.name}`,
            `${text.labels.email}: ${v.email}`,
            `${text.labels.course}: ${v.course}`,
            '',
            v.message ?? '',
          ].join('\n'),
        };
      },
    },
  },
} satisfies Record<string, Template>;

export type TemplateName = keyof typeof templates;

function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

/** The template's rendering of a message for a channel, or null when it has none. */
export function renderMessage(
  name: string,
  channel: ChannelName,
  language: AppLocale,
  variables: Record<string, string>,
): Content | null {
  if (!isTemplateName(name)) return null;
  const render = (templates[name] as Template).render[channel];
  return render ? render(language, variables) : null;
}

/** The variables with the template's secret ones erased (kept once the message is done). */
export function withoutSecrets(
  name: string,
  variables: Record<string, string>,
): Record<string, string> {
  if (!isTemplateName(name)) return variables;
  const secret = (templates[name] as Template).secret ?? [];
  return Object.fromEntries(
    Object.entries(variables).map(([k, v]) => [k, secret.includes(k) ? '' : v]),
  );
}
