import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import type { Question, QuestionInput } from '#shared/mock-question-bank.ts';
import { testInputOf, type TestDetail, type TestInput } from '#shared/mock-test-builder.ts';
import { repoRoot } from '../../support/server-process';
import { e2eAdmin } from './session';

/** An admin API session for building the data a mock-test e2e test needs. */
export async function adminApi(baseUrl: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const res = await api.post('/auth/login', { data: e2eAdmin });
  if (res.status() !== 200) throw new Error(`admin login answered ${res.status()}`);
  return api;
}

async function json<T>(
  res: Awaited<ReturnType<APIRequestContext['get']>>,
  status: number,
): Promise<T> {
  if (res.status() !== status)
    throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function createQuestion(
  api: APIRequestContext,
  input: QuestionInput,
): Promise<Question> {
  return json(await api.post('/api/admin/mock-questions', { data: input }), 201);
}

/** A published test open from an hour ago for five hours, with the given sections. */
export async function createPublishedTest(
  api: APIRequestContext,
  sections: { title: string; questionIds: number[]; wrongMarks?: number | null }[],
  o: Partial<TestInput> = {},
): Promise<TestDetail> {
  const hour = 3_600_000;
  const input: TestInput = {
    title: 'Mock Test',
    durationMinutes: 30,
    windowStart: new Date(Date.now() - hour).toISOString(),
    windowEnd: new Date(Date.now() + 5 * hour).toISOString(),
    // The score at submit; the review still waits for the window (closeWindow, decision 045).
    resultsRelease: 'immediately',
    sections,
    ...o,
  };
  const test = await json<TestDetail>(
    await api.post('/api/admin/mock-tests', { data: input }),
    201,
  );
  return json(await api.post(`/api/admin/mock-tests/${test.id}/publish`), 200);
}

/** Ends a test's window now (the student's review is shown from then on). */
export async function closeWindow(api: APIRequestContext, testId: number): Promise<void> {
  const test = await json<TestDetail>(await api.get(`/api/admin/mock-tests/${testId}`), 200);
  await json(
    await api.put(`/api/admin/mock-tests/${testId}`, {
      data: { ...testInputOf(test), windowEnd: new Date(Date.now() - 1000).toISOString() },
    }),
    200,
  );
}

const shotsDir = path.join(repoRoot, 'test-results', 'screenshots');

/** Saves a full-page screenshot under test-results/screenshots/ to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** A tag that keeps this run's data apart from earlier runs' on the same server. */
export const runTag = () => Date.now().toString(36);
