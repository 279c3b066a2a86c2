import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import type { Path } from 'react-hook-form';
import { Columns } from '#client/components/columns.tsx';
import { useCourseItems } from '#client/components/course-select.tsx';
import { FormDateTimeField } from '#client/components/form/form-date-time-field.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { useFormField } from '#client/components/form/use-form-field.ts';
import type { ZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import type { testFormSchema, TestFormValues } from '../test-form-schema';
import { MarkingFields } from './marking-fields';

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

/** The test's own settings: title, course, instructions, marking, window, attempts, shuffling. */
export function TestBuilderFields({ form, locked }: { form: Form; locked: boolean }) {
  const { t } = useTranslation('admin-tests');
  const courses = useCourseOptions();
  const courseItems = useCourseItems(courses.data, t('builder.everyStudent'));
  const field = { form, size: 'small', fullWidth: true } as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Columns columns={{ xs: '1fr', md: '2fr 1fr' }}>
        <FormTextField {...field} name="title" label={t('builder.title')} required />
        <FormTextField {...field} name="courseId" label={t('builder.course')} select>
          {courseItems}
        </FormTextField>
      </Columns>
      <FormTextField
        {...field}
        name="instructions"
        label={t('builder.instructions')}
        multiline
        minRows={3}
      />
      <Columns columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
        <FormTextField
          {...field}
          name="durationMinutes"
          label={t('builder.duration')}
          inputMode="numeric"
          required
          disabled={locked}
        />
        <MarkingFields form={form} required fullWidth />
        <FormTextField
          {...field}
          name="attemptsAllowed"
          label={t('builder.attempts')}
          inputMode="numeric"
          required
        />
      </Columns>
      <Columns columns={{ xs: '1fr', md: '1fr 1fr', lg: '3fr 3fr 2fr' }}>
        <FormDateTimeField
          form={form}
          size="small"
          name="windowStart"
          label={t('builder.opens')}
          required
        />
        <FormDateTimeField
          form={form}
          size="small"
          name="windowEnd"
          label={t('builder.closes')}
          required
        />
        <FormTextField {...field} name="resultsRelease" label={t('builder.resultsShown')} select>
          <MenuItem value="immediately">{t('builder.release.immediately')}</MenuItem>
          <MenuItem value="after_window">{t('builder.release.afterWindow')}</MenuItem>
        </FormTextField>
      </Columns>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormSwitch
          form={form}
          name="shuffleQuestions"
          label={t('builder.shuffleQuestions')}
          disabled={locked}
        />
        <FormSwitch
          form={form}
          name="shuffleOptions"
          label={t('builder.shuffleOptions')}
          disabled={locked}
        />
      </Box>
    </Paper>
  );
}
