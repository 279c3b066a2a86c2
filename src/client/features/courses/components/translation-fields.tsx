import Typography from '@mui/material/Typography';
import { translatedFieldName } from '#shared/courses.ts';
import type { TranslatedLanguage } from '#shared/course-texts.ts';
import type { FormApi } from '#client/components/form/form-api.ts';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { languageNames, useTranslation } from '#client/lib/i18n.ts';
import type { CourseFormOutput, CourseFormValues } from './course-form-schema';

type Props = { form: FormApi<CourseFormValues, CourseFormOutput>; language: TranslatedLanguage };

/**
 * A course's words in Punjabi or Hindi (decision 052): what that language's pages show; an empty
 * field shows the English one there. The fields are marked with their language, so the browser
 * spell-checks and the screen reader reads them as such.
 */
export function TranslationFields({ form, language }: Props) {
  const { t } = useTranslation('admin-school');
  const name = languageNames[language];
  const label = (field: string) =>
    t('courses.catalogue.translations.field', { field, language: name });
  const text = { form, fullWidth: true, slotProps: { htmlInput: { lang: language } } } as const;
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ pt: 1 }} lang={language}>
        {t('courses.catalogue.translations.heading', { language: name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('courses.catalogue.translations.hint', { language: name })}
      </Typography>
      <FormTextField
        {...text}
        name={translatedFieldName('name', language)}
        label={label(t('courses.dialog.name'))}
      />
      <FormTextField
        {...text}
        name={translatedFieldName('description', language)}
        label={label(t('courses.catalogue.description'))}
        helperText={t('courses.catalogue.translations.descriptionHint')}
        multiline
        minRows={3}
      />
      <FormTextField
        {...text}
        name={translatedFieldName('duration', language)}
        label={label(t('courses.catalogue.duration'))}
      />
      <FormTextField
        {...text}
        name={translatedFieldName('timings', language)}
        label={label(t('courses.catalogue.timings'))}
      />
    </>
  );
}
