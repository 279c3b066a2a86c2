// A course's words in Punjabi and Hindi, as the database keeps them beside the English (decision
// 052). Plain types and constants: the public pages import this without zod.

/** The languages a course's words are kept in besides English. */
export const translatedLanguages = ['pa', 'hi'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/** The words of one course in one language; an empty field shows the English instead. */
export type CourseTexts = {
  name: string;
  /** The summary, then one "- " line per topic covered (as the English `description`). */
  description: string;
  duration: string;
  timings: string;
};
export const courseTextFields = ['name', 'description', 'duration', 'timings'] as const;

/** A course's words per language: a language left out has none yet. */
export type CourseTranslations = Partial<Record<TranslatedLanguage, CourseTexts>>;

/** Changes to a course's words: per language, the fields sent (a field left out stays as it is). */
export type CourseTextChanges = Partial<Record<TranslatedLanguage, Partial<CourseTexts>>>;

/** The parts of a catalogue course that can show in English on a Punjabi or Hindi page. */
export const catalogueTextParts = ['name', 'summary', 'covers', 'duration', 'timings'] as const;
export type CatalogueTextPart = (typeof catalogueTextParts)[number];

export const emptyCourseTexts = (): CourseTexts => ({
  name: '',
  description: '',
  duration: '',
  timings: '',
});

/** Whether a language's words say anything at all (an all-empty set is not kept). */
export function hasCourseTexts(texts: CourseTexts | undefined): texts is CourseTexts {
  return !!texts && courseTextFields.some((f) => texts[f].trim() !== '');
}
