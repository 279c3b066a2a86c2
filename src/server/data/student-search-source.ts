import type { SearchHit } from '#shared/account.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Db } from '../db/client';

/** What every source of the student's search is handed (data/student-search.ts). */
export type SearchContext = {
  /** `students.id` of the session's student. */
  studentId: number;
  /** `users.id` of the session. */
  userId: number;
  /** The text searched for, as an ILIKE pattern (`%text%`, wildcards escaped). */
  pattern: string;
  /** How many hits a source may return at most. */
  limit: number;
  /** The student's language: course names are matched and shown in it too. */
  language: AppLocale;
};
export type SearchSource = (db: Db, ctx: SearchContext) => Promise<SearchHit[]>;
