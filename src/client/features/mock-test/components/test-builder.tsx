import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TestDetail } from '../../../../shared/mock-test-builder';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useFormField } from '../../../components/form/use-form-field';
import { useZodForm, type ZodForm } from '../../../components/form/use-zod-form';
import { showToast } from '../../../components/toast-store';
import { useTestMutations } from '../api/admin-tests';
import { useCourseChoices } from '../api/course-options';
import {
  testFormFields,
  testFormSchema,
  testFormValues,
  type TestFormValues,
} from '../test-form-schema';
import { answerKey } from './question-bank';
import { QuestionPicker } from './question-picker';
import { SectionEditor, type QuestionInfo } from './section-editor';

type Form = ZodForm<typeof testFormSchema>;

function FormSwitch({
  form,
  name,
  label,
  disabled,
}: {
  form: Form;
  name: Path<TestFormValues>;
  label: string;
  disabled?: boolean;
}) {
  const { field, change } = useFormField(form, name);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(e) => change(e.target.checked)}
          disabled={disabled}
        />
      }
      label={label}
    />
  );
}

function infoOf(test: TestDetail | null): Map<number, QuestionInfo> {
  const map = new Map<number, QuestionInfo>();
  for (const s of test?.sections ?? []) {
    for (const q of s.questions)
      map.set(q.questionId, { text: q.text, type: q.type, key: answerKey(q) });
  }
  return map;
}

/** Create or edit a test: details, marking, window, attempts, shuffling, results timing, sections. */
export function TestBuilder({ test }: { test: TestDetail | null }) {
  const navigate = useNavigate();
  const form = useZodForm(testFormSchema, { defaultValues: testFormValues(test) });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const { save, publish } = useTestMutations();
  const courses = useCourseChoices();
  const [info, setInfo] = useState(() => infoOf(test));
  const [picking, setPicking] = useState<number | null>(null);
  const locked = test?.hasAttempts ?? false;
  const alert = form.formState.errors.root?.message;
  const sectionsError =
    form.formState.errors.sections?.root?.message ?? form.formState.errors.sections?.message;

  useEffect(() => {
    form.reset(testFormValues(test));
    setInfo(infoOf(test));
  }, [form, test]);

  const taken = useMemo(
    () => new Set(form.getValues('sections').flatMap((s) => s.questionIds)),
    // Recomputed whenever the picker opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [picking],
  );

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: test?.id ?? null, input },
      {
        onSuccess: (saved) => {
          showToast({
            message: test ? 'Test saved.' : 'Test created (unpublished).',
            kind: 'success',
          });
          if (!test) void navigate(`/Sidebar/MockTests/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          form.setError('root', { message: error.message });
          showServerErrors(form, error, testFormFields);
        },
      },
    ),
  );
  const field = { form, size: 'small', fullWidth: true } as const;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2, maxWidth: 1000 }}
    >
      {test && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            label={test.published ? `Published · ${test.status}` : 'Draft (unpublished)'}
            color={test.published ? 'success' : 'default'}
          />
          <Button
            variant="outlined"
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(
                { id: test.id, publish: !test.published },
                {
                  onSuccess: (t) =>
                    showToast({
                      message: t.published ? 'Test published.' : 'Test unpublished.',
                      kind: 'success',
                    }),
                  onError: (e) => showToast({ message: e.message, kind: 'error' }),
                },
              )
            }
          >
            {test.published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button onClick={() => void navigate(`/Sidebar/MockTests/${test.id}/results`)}>
            Results
          </Button>
        </Box>
      )}
      {locked && (
        <Alert severity="info">
          Students have taken this test: its sections, questions, duration and shuffling are locked.
          Title, instructions, course, window, attempts, results timing and marks may change (a
          marks change recomputes the scores). To fix a question, drop it or change its key below.
        </Alert>
      )}
      {alert && <Alert severity="error">{alert}</Alert>}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <FormTextField {...field} name="title" label="Title" required />
          <FormTextField {...field} name="courseId" label="Course" select>
            <MenuItem value="">Every student</MenuItem>
            {(courses.data ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        <FormTextField {...field} name="instructions" label="Instructions" multiline minRows={3} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <FormTextField
            {...field}
            name="durationMinutes"
            label="Duration (minutes)"
            inputMode="numeric"
            required
            disabled={locked}
          />
          <FormTextField
            {...field}
            name="correctMarks"
            label="Marks if correct"
            inputMode="decimal"
            required
          />
          <FormTextField
            {...field}
            name="wrongMarks"
            label="Marks if wrong"
            inputMode="decimal"
            required
          />
          <FormTextField
            {...field}
            name="attemptsAllowed"
            label="Attempts allowed"
            inputMode="numeric"
            required
          />
        </Box>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          <FormTextField
            {...field}
            name="windowStart"
            label="Opens"
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            {...field}
            name="windowEnd"
            label="Closes"
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField {...field} name="resultsRelease" label="Results shown" select>
            <MenuItem value="immediately">At once, on submitting</MenuItem>
            <MenuItem value="after_window">When the window closes</MenuItem>
          </FormTextField>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <FormSwitch
            form={form}
            name="shuffleQuestions"
            label="Shuffle questions"
            disabled={locked}
          />
          <FormSwitch form={form} name="shuffleOptions" label="Shuffle options" disabled={locked} />
        </Box>
      </Paper>
      <Typography variant="h6" component="h2">
        Sections
      </Typography>
      {sectionsError && <Alert severity="error">{sectionsError}</Alert>}
      {sections.fields.map((s, i) => (
        <SectionEditor
          key={s.id}
          form={form}
          index={i}
          locked={locked}
          info={info}
          onRemove={sections.fields.length > 1 ? () => sections.remove(i) : null}
          onPick={() => setPicking(i)}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={locked}
          onClick={() =>
            sections.append({
              title: `Section ${String.fromCharCode(65 + sections.fields.length)}`,
              correctMarks: '',
              wrongMarks: '',
              questionIds: [],
            })
          }
        >
          Add section
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => void navigate('/Sidebar/MockTests')}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save test'}
        </Button>
      </Box>
      <QuestionPicker
        open={picking !== null}
        taken={taken}
        onClose={() => setPicking(null)}
        onAdd={(picked) => {
          if (picking === null) return;
          setInfo((m) => {
            const next = new Map(m);
            for (const q of picked)
              next.set(q.id, { text: q.text, type: q.type, key: answerKey(q) });
            return next;
          });
          const path = `sections.${picking}.questionIds` as const;
          form.setValue(path, [...form.getValues(path), ...picked.map((q) => q.id)], {
            shouldDirty: true,
          });
        }}
      />
    </Box>
  );
}
