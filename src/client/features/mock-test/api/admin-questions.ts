import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Question,
  QuestionFields,
  QuestionImportReply,
  QuestionPage,
  QuestionSearch,
} from '#shared/mock-question-bank.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

const base = '/api/admin/mock-questions';

/** The search as a query string (empty filters left out). */
function questionQuery(search: QuestionSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/admin/mock-questions`: one page of the bank. */
function getQuestions(search: QuestionSearch, signal?: AbortSignal): Promise<QuestionPage> {
  return fetchJson<QuestionPage>(`${base}${questionQuery(search)}`, { signal });
}

export function useQuestions(search: QuestionSearch) {
  return useQuery({
    queryKey: queryKeys.mockTests.admin.questionPage(search),
    queryFn: ({ signal }) => getQuestions(search, signal),
    placeholderData: keepPreviousData,
  });
}

export const questionsExportUrl = (search: QuestionSearch) =>
  `${base}/export.csv${questionQuery({ ...search, page: undefined, pageSize: undefined })}`;

type SaveQuestion = { id: number | null; input: QuestionFields; image: File | null };

/** `POST` or `PUT /api/admin/mock-questions[/:id]`, then the image if one was chosen. */
async function saveQuestion({ id, input, image }: SaveQuestion): Promise<Question> {
  const saved =
    id === null
      ? await fetchJson<Question>(base, { method: 'POST', body: input })
      : await fetchJson<Question>(`${base}/${id}`, { method: 'PUT', body: input });
  if (!image) return saved;
  const form = new FormData();
  form.append('image', image);
  return fetchJson<Question>(`${base}/${saved.id}/image`, { method: 'PUT', body: form });
}

export function useQuestionMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.mockTests.admin.questions });
  return {
    save: useMutation({ mutationFn: saveQuestion, onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (id: number) => fetchJson<void>(`${base}/${id}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    removeImage: useMutation({
      mutationFn: (id: number) => fetchJson<Question>(`${base}/${id}/image`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    importCsv: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return fetchJson<QuestionImportReply>(`${base}/import`, { method: 'POST', body: form });
      },
      onSuccess: refresh,
    }),
  };
}
