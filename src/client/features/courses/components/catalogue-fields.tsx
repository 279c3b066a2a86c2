import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { categoryLabel } from '#shared/catalogue.ts';
import { categoryNames } from '#shared/courses.ts';
import { currentLanguage } from '#client/lib/language.ts';
import type { FormApi } from '#client/components/form/form-api.ts';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import type { CourseFormOutput, CourseFormValues } from './course-form-schema';
import { useTranslation } from '#client/lib/i18n.ts';

/** The public catalogue's optional fields, below the spec's own. */
export function CatalogueFields({ form }: { form: FormApi<CourseFormValues, CourseFormOutput> }) {
  const { t } = useTranslation('admin-school');
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ pt: 1 }}>
        {t('courses.catalogue.heading')}
      </Typography>
      <FormTextField
        form={form}
        name="category"
        label={t('courses.catalogue.category')}
        select
        fullWidth
      >
        <MenuItem value="">
          <em>{t('courses.catalogue.none')}</em>
        </MenuItem>
        {categoryNames.map((name) => (
          <MenuItem key={name} value={name}>
            {categoryLabel(name, currentLanguage())}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        form={form}
        name="description"
        label={t('courses.catalogue.description')}
        multiline
        minRows={3}
        fullWidth
      />
      {/* Free text, each with an example of how the catalogue words it. */}
      {(['duration', 'timings'] as const).map((name) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          label={t(`courses.catalogue.${name}`)}
          placeholder={t(`courses.catalogue.${name}Example`)}
          fullWidth
        />
      ))}
    </>
  );
}
