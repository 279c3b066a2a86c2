import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { Batch } from '#shared/batches.ts';
import type { RegistrationInput } from '#shared/registration.ts';
import type { CourseOption } from '#shared/teachers.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useBatches } from '#client/lib/batch-list.ts';
import { useBatchSeats } from '#client/lib/batch-seats.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useRegistrationFields } from './registration-values';

type Chosen = NonNullable<RegistrationInput['batches']>;

/**
 * The batches sent: only those of courses still ticked (a course unticked after its batch was
 * chosen drops its choice); a course left on Automatic is not named, and the server places the
 * student by their preferred timing, as admission approval does (decision 067).
 */
export function batchesToSend(
  chosen: Chosen | undefined,
  courseNames: readonly string[],
  courses: readonly CourseOption[] | undefined,
): Chosen {
  const ids = new Set((courses ?? []).filter((c) => courseNames.includes(c.name)).map((c) => c.id));
  return (chosen ?? []).filter((b) => ids.has(b.courseId));
}

/**
 * Registration Form → for each ticked course that has batches, its batch: Automatic (the batch
 * of the student's preferred timing with a free seat) or one the office picks; a full or ended
 * batch shows its state and cannot be picked. A refusal on `batches` shows below the choices.
 */
export function RegistrationBatches({ courses }: { courses: readonly CourseOption[] | undefined }) {
  const { t } = useTranslation('admin-people');
  const form = useRegistrationFields();
  const names = useWatch({ control: form.control, name: 'courses' }) ?? [];
  const { field, error, change } = useFormField(form, 'batches');
  const batches = useBatches(null, { enabled: names.length > 0 });
  const seatsOf = useBatchSeats();
  const courseName = useCourseName();
  const titleId = useId();
  const chosen: Chosen = field.value ?? [];
  const byCourse = new Map<number, Batch[]>();
  for (const b of batches.data?.batches ?? []) {
    byCourse.set(b.courseId, [...(byCourse.get(b.courseId) ?? []), b]);
  }
  const taught = (courses ?? []).filter((c) => names.includes(c.name) && byCourse.has(c.id));
  if (names.length === 0 || (batches.isSuccess && taught.length === 0)) return null;
  const choose = (courseId: number, value: string) => {
    const rest = chosen.filter((b) => b.courseId !== courseId);
    change(value === '' ? rest : [...rest, { courseId, batchId: Number(value) }]);
  };
  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      sx={{ mb: 2, width: '100%' }}
      aria-labelledby={titleId}
    >
      <Typography id={titleId} component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {t('registration.batchesTitle')}
      </Typography>
      {!batches.isSuccess ? (
        <Typography variant="body2" color="text.secondary">
          {t('registration.batchesLoading')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('registration.batchesHint')}
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            {taught.map((c, i) => {
              const value = chosen.find((b) => b.courseId === c.id)?.batchId;
              return (
                <TextField
                  key={c.id}
                  select
                  fullWidth
                  size="small"
                  id={`reg-batch-${c.id}`}
                  label={t('approveBatches.batchFor', { course: courseName(c.name, c.id) })}
                  value={value === undefined ? '' : String(value)}
                  onChange={(e) => choose(c.id, e.target.value)}
                  error={error !== undefined}
                  inputRef={i === 0 ? field.ref : undefined}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  // A long batch line wraps on a phone instead of being cut off.
                  sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
                >
                  <MenuItem value="" sx={{ whiteSpace: 'normal' }}>
                    {t('registration.batchAutomatic')}
                  </MenuItem>
                  {(byCourse.get(c.id) ?? []).map((b) => {
                    const seats = seatsOf(b);
                    return (
                      <MenuItem
                        key={b.id}
                        value={String(b.id)}
                        disabled={seats.closed}
                        sx={{ whiteSpace: 'normal' }}
                      >
                        {`${b.name} · ${t(`timing.${b.timing}`)} · ${seats.text}`}
                      </MenuItem>
                    );
                  })}
                </TextField>
              );
            })}
          </Stack>
        </>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
