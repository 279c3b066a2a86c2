import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { categoryNames } from '../../../../shared/courses';
import type { FormApi } from '../../../components/form/form-api';
import { FormTextField } from '../../../components/form/form-text-field';
import type { CourseFormOutput, CourseFormValues } from './course-form-schema';

/** The public catalogue's optional fields, below the spec's own. */
export function CatalogueFields({ form }: { form: FormApi<CourseFormValues, CourseFormOutput> }) {
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ pt: 1 }}>
        Catalogue details (optional)
      </Typography>
      <FormTextField form={form} name="category" label="Category" select fullWidth>
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {categoryNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        form={form}
        name="description"
        label="Description"
        multiline
        minRows={3}
        fullWidth
      />
      <FormTextField
        form={form}
        name="duration"
        label="Duration"
        placeholder="e.g. 6 months"
        fullWidth
      />
      <FormTextField
        form={form}
        name="timings"
        label="Timings"
        placeholder="e.g. 10 AM to 12 PM"
        fullWidth
      />
    </>
  );
}
