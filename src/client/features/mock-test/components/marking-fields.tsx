import { FormTextField } from '#client/components/form/form-text-field.tsx';
import type { ZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import type { testFormSchema } from '../test-form-schema';

type MarkingFieldsProps = {
  form: ZodForm<typeof testFormSchema>;
  /** A section's own marks (blank means the test's); without it, the test's marks. */
  section?: number;
  /** Under both fields, while they show no error. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
};

/**
 * The marks for a correct and a wrong answer, of the whole test or of one section: the same
 * labels and the same checks (test-form-schema.ts) in both places. Two grid cells of the caller.
 */
export function MarkingFields({ form, section, ...props }: MarkingFieldsProps) {
  const { t } = useTranslation('admin-tests');
  const at = section === undefined ? '' : (`sections.${section}.` as const);
  return (
    <>
      <FormTextField
        {...props}
        form={form}
        size="small"
        name={`${at}correctMarks`}
        label={t('builder.correctMarks')}
        inputMode="decimal"
      />
      <FormTextField
        {...props}
        form={form}
        size="small"
        name={`${at}wrongMarks`}
        label={t('builder.wrongMarks')}
        inputMode="decimal"
      />
    </>
  );
}
