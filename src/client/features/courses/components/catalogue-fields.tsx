import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categoryNames } from '../../../../shared/courses';
import type { CourseValues, FieldErrors } from './course-form-state';

type CatalogueFieldsProps = {
  values: CourseValues;
  errors: FieldErrors;
  onChange: (field: keyof CourseValues, value: string) => void;
};

/** The public catalogue's optional fields, below the spec's own. */
export function CatalogueFields({ values, errors, onChange }: CatalogueFieldsProps) {
  const field = (name: 'description' | 'duration' | 'timings') => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    error: Boolean(errors[name]?.length),
    helperText: errors[name]?.[0],
    fullWidth: true,
  });
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ pt: 1 }}>
        Catalogue details (optional)
      </Typography>
      <TextField
        select
        label="Category"
        value={values.category}
        onChange={(e) => onChange('category', e.target.value)}
        error={Boolean(errors.category?.length)}
        helperText={errors.category?.[0]}
        fullWidth
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {categoryNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Description" multiline minRows={3} {...field('description')} />
      <TextField label="Duration" placeholder="e.g. 6 months" {...field('duration')} />
      <TextField label="Timings" placeholder="e.g. 10 AM to 12 PM" {...field('timings')} />
    </>
  );
}
