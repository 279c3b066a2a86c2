import { useQuery } from '@tanstack/react-query';
import { teachersQueryOptions } from '#client/lib/teacher-list.ts';

export function useTeachers() {
  return useQuery(teachersQueryOptions());
}
