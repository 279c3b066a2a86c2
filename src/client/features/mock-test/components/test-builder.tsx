import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { formatDateTime } from '#shared/format.ts';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useTestMutations } from '../api/admin-tests';
import { testFormFields, testFormSchema, testFormValues } from '../test-form-schema';
import { answerKey } from './question-bank';
import { QuestionPicker } from './question-picker';
import { SectionEditor, type QuestionInfo } from './section-editor';
import { TestBuilderFields } from './test-builder-fields';
import { TestStatusBar } from './test-status-bar';
import { adminPaths } from '#client/lib/paths.ts';

/** 'Section A', 'Section B'…: a new section's suggested title, in the admin's language. */
const sectionTitle = (t: TFunction<'admin-tests'>, index: number) =>
  t('section.defaultTitle', { letter: String.fromCharCode(65 + index) });

/** The form's values for a test; a new test's first section is titled in the admin's language. */
function initialValues(test: TestDetail | null, t: TFunction<'admin-tests'>) {
  const values = testFormValues(test);
  if (!test) values.sections = values.sections.map((s, i) => ({ ...s, title: sectionTitle(t, i) }));
  return values;
}

function infoOf(test: TestDetail | null): Map<number, QuestionInfo> {
  const map = new Map<number, QuestionInfo>();
  for (const s of test?.sections ?? []) {
    for (const q of s.questions)
      map.set(q.questionId, { text: q.text, type: q.type, key: answerKey(q) });
  }
  return map;
}

/** Other tests sharing bank questions with this one while either is not closed (decision 045). */
function SharedQuestionsWarning({ shared }: { shared: TestDetail['sharedWith'] }) {
  const { t, i18n } = useTranslation('admin-tests');
  if (shared.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="shared-questions">
      <AlertTitle>{t('sharedQuestions.heading')}</AlertTitle>
      {t('sharedQuestions.body')}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shared.map((s) => (
          <li key={s.id}>
            {t('sharedQuestions.test', {
              title: s.title,
              count: s.sharedCount,
              closes: formatDateTime(s.windowEnd, i18n.language),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Create or edit a test: details, marking, window, attempts, shuffling, results timing, sections. */
export function TestBuilder({ test }: { test: TestDetail | null }) {
  const { t } = useTranslation('admin-tests');
  const navigate = useNavigate();
  const form = useZodForm(testFormSchema, { defaultValues: initialValues(test, t) });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const { save } = useTestMutations();
  const [info, setInfo] = useState(() => infoOf(test));
  const [picking, setPicking] = useState<number | null>(null);
  const locked = test?.hasAttempts ?? false;
  const alert = form.formState.errors.root?.message;
  const sectionsMessage =
    form.formState.errors.sections?.root?.message ?? form.formState.errors.sections?.message;
  // The shared schema's English message, in the admin's language.
  const sectionsError = sectionsMessage && translateValidation(sectionsMessage);

  useEffect(() => {
    form.reset(initialValues(test, t));
    setInfo(infoOf(test));
    // A new test loaded, not a language switch, resets what the admin has typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
            message: test ? t('toasts.saved') : t('toasts.created'),
            kind: 'success',
          });
          if (!test) void navigate(adminPaths.mockTest(saved.id), { replace: true });
        },
        onError: (error) => {
          form.setError('root', { message: error.message });
          showServerErrors(form, error, testFormFields);
        },
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2, maxWidth: 1000 }}
    >
      {test && <TestStatusBar test={test} />}
      {locked && <Alert severity="info">{t('builder.locked')}</Alert>}
      {test && <SharedQuestionsWarning shared={test.sharedWith} />}
      {alert && <Alert severity="error">{alert}</Alert>}
      <TestBuilderFields form={form} locked={locked} />
      <Typography variant="h6" component="h2">
        {t('builder.sections')}
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
              title: sectionTitle(t, sections.fields.length),
              correctMarks: '',
              wrongMarks: '',
              questionIds: [],
            })
          }
        >
          {t('builder.addSection')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => void navigate(adminPaths.mockTests)}>{t('builder.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('builder.saving') : t('builder.save')}
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
