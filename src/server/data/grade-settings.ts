import { eq } from 'drizzle-orm';
import type { GradeSetting, GradeSettingInput } from '#shared/exams.ts';
import { cbseScale, psebScale, type GradeScale } from '#shared/grading.ts';
import type { Conn } from '../db/client';
import { examSettings } from '../db/schema-exams';
import { fieldError } from '../lib/app-error';

/** The setting as stored (CBSE until an admin chooses). */
export async function getGradeSetting(conn: Conn): Promise<GradeSetting> {
  const [row] = await conn.select().from(examSettings).where(eq(examSettings.id, 1));
  const custom = row?.customScale ?? null;
  return {
    selected: (row?.gradeScaleId ?? 'cbse') as GradeSetting['selected'],
    custom: custom
      ? {
          name: custom.name,
          bands: custom.bands.map((b) => ({ grade: b.grade, min: b.min, max: b.max ?? 100 })),
        }
      : null,
  };
}

/** The scale results are graded on. */
export async function currentGradeScale(conn: Conn): Promise<GradeScale> {
  const [row] = await conn.select().from(examSettings).where(eq(examSettings.id, 1));
  if (row?.gradeScaleId === 'pseb') return psebScale;
  if (row?.gradeScaleId === 'custom' && row.customScale) return row.customScale;
  return cbseScale;
}

/** Chooses the scale; a custom scale given is saved (already checked by `gradeScaleSchema`). */
export async function saveGradeSetting(
  conn: Conn,
  input: { selected: GradeSettingInput['selected']; custom?: GradeScale },
): Promise<GradeSetting> {
  const current = await getGradeSetting(conn);
  if (input.selected === 'custom' && !input.custom && !current.custom) {
    throw fieldError('VALIDATION_FAILED', 'custom', 'Define the custom scale’s grades first.');
  }
  const values = {
    id: 1,
    gradeScaleId: input.selected,
    ...(input.custom ? { customScale: { ...input.custom, id: 'custom' } } : {}),
    updatedAt: new Date(),
  };
  await conn
    .insert(examSettings)
    .values(values)
    .onConflictDoUpdate({ target: examSettings.id, set: values });
  return getGradeSetting(conn);
}
