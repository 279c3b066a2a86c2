import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CourseName } from '#shared/account.ts';
import { fetchJson } from './api';
import { useTranslation } from './i18n';
import { currentLanguage } from './language';
import { queryKeys } from './query-keys';

/**
 * A course's name in the interface's language (issue 27.2). Most replies name a course in English
 * (`courseName`, `course.name`); this maps it, by the course's id when the screen has it, else by
 * its English name, to the course's own words in Punjabi or Hindi (`GET /api/course-names`),
 * and leaves it in English where the course has none, or until the list has loaded.
 */
export function useCourseName(): (english: string, id?: number) => string {
  useTranslation();
  const language = currentLanguage();
  const names = useQuery({
    queryKey: queryKeys.courses.names(language),
    queryFn: ({ signal }) =>
      fetchJson<CourseName[]>(`/api/course-names?lang=${language}`, { signal }),
    enabled: language !== 'en',
    staleTime: 5 * 60_000,
    select: (list) => ({
      byId: new Map(list.map((c) => [c.id, c.name])),
      byEnglish: new Map(list.map((c) => [c.en, c.name])),
    }),
  });
  const data = language === 'en' ? undefined : names.data;
  return useCallback(
    (english: string, id?: number) =>
      (id !== undefined ? data?.byId.get(id) : undefined) ??
      data?.byEnglish.get(english) ??
      english,
    [data],
  );
}
