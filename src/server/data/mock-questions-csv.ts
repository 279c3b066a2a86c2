import { asc } from 'drizzle-orm';
import { z } from 'zod';
import {
  questionCsvColumns,
  questionInputSchema,
  questionSearchSchema,
} from '#shared/mock-question-bank.ts';
import { csvMessages } from '#shared/csv-messages.ts';
import { mockTestLimits } from '#shared/mock-tests.ts';
import type { Db } from '../db/client';
import { mockQuestions } from '../db/schema-mock-tests';
import { csvInvalid, parseCsvRecords } from '../lib/csv-records';
import { userMessage } from '../lib/zod-messages';

import { columnsOf, filters } from './mock-questions';

/** The question bank's CSV: import (all or nothing, every bad row listed) and export. */
const cell = z.string().optional();
const csvRowSchema = z
  .object({
    type: z.string().optional(),
    text: cell,
    optionA: cell,
    optionB: cell,
    optionC: cell,
    optionD: cell,
    correctOption: cell,
    answerMin: cell,
    answerMax: cell,
    explanation: cell,
    subject: cell,
    topic: cell,
    difficulty: cell,
  })
  .transform((row, ctx) => {
    const type = (row.type ?? '').toLowerCase();
    const common = {
      text: row.text,
      explanation: row.explanation ?? '',
      subject: row.subject,
      topic: row.topic ?? '',
      difficulty: row.difficulty?.toLowerCase() || undefined,
    };
    const input =
      type === 'mcq'
        ? {
            type,
            ...common,
            options: { A: row.optionA, B: row.optionB, C: row.optionC, D: row.optionD },
            correctOption: row.correctOption?.toUpperCase(),
          }
        : type === 'numerical'
          ? { type, ...common, range: { min: row.answerMin, max: row.answerMax } }
          : null;
    if (!input) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: csvMessages.badType });
      return z.NEVER;
    }
    const parsed = questionInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = csvField(issue.path);
        const cellEmpty = row[field as keyof typeof row] === undefined;
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: userMessage(issue.message, cellEmpty),
        });
      }
      return z.NEVER;
    }
    return parsed.data;
  });

/** A question field's path as the CSV column key it came from. */
function csvField(path: PropertyKey[]): string {
  const [head, sub] = path.map(String);
  if (head === 'options') return `option${sub ?? 'A'}`;
  if (head === 'range') return sub === 'max' ? 'answerMax' : 'answerMin';
  return head ?? 'type';
}

/**
 * Imports questions from CSV, all or nothing: every row is checked first; any mistake refuses
 * the whole file with CSV_INVALID and `fieldErrors` keyed `row:<line>` / `row:<line>:<Column>`.
 */
export async function importQuestions(db: Db, data: Buffer): Promise<number[]> {
  const result = parseCsvRecords(data, csvRowSchema, {
    limits: {
      maxRows: mockTestLimits.csvImportMaxRows,
      maxBytes: mockTestLimits.csvImportMaxBytes,
    },
    columns: questionCsvColumns,
  });
  if ('errors' in result) throw csvInvalid(result.errors);
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    // Chunks keep each statement's parameters well under PostgreSQL's limit.
    for (let i = 0; i < result.ok.length; i += 500) {
      const rows = await tx
        .insert(mockQuestions)
        .values(result.ok.slice(i, i + 500).map(columnsOf))
        .returning({ id: mockQuestions.id });
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  });
}

/** The questions matching a search (all pages) as CSV rows, `ID` first, then `questionCsvColumns`. */
export async function exportQuestions(
  db: Db,
  search: z.output<typeof questionSearchSchema>,
): Promise<{ header: string[]; rows: unknown[][] }> {
  const rows = await db
    .select()
    .from(mockQuestions)
    .where(filters(search))
    .orderBy(asc(mockQuestions.id));
  return {
    header: ['ID', ...Object.values(questionCsvColumns)],
    rows: rows.map((r) => [
      r.id,
      r.type,
      r.text,
      r.options?.A ?? '',
      r.options?.B ?? '',
      r.options?.C ?? '',
      r.options?.D ?? '',
      r.correctOption ?? '',
      r.rangeMin ?? '',
      r.rangeMax ?? '',
      r.explanation,
      r.subject,
      r.topic,
      r.difficulty,
    ]),
  };
}
