import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Teacher } from '#shared/teachers.ts';
import type { FormApi } from '#client/components/form/form-api.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import type { BatchFormValues } from './batch-form-schema';

type TeachersFieldProps = {
  form: FormApi<BatchFormValues, unknown>;
  label: string;
  teachers: readonly Teacher[];
  /** Teachers the batch has that the list no longer holds (deleted since), kept by name. */
  kept: readonly { id: number; name: string }[];
  helperText: string;
};

const fullName = (t: Teacher) => `${t.first_name} ${t.last_name}`;

/** The batch's teachers: any number of TeacherData's teachers, chosen from one menu. */
export function TeachersField({ form, label, teachers, kept, helperText }: TeachersFieldProps) {
  const { field, error, change } = useFormField(form, 'teacherIds');
  const chosen = (field.value as number[] | undefined) ?? [];
  const names = new Map<number, string>(kept.map((k) => [k.id, k.name]));
  for (const t of teachers) names.set(t.id, fullName(t));
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={chosen}
      onBlur={field.onBlur}
      onChange={(e) => {
        const value = e.target.value as unknown;
        change(Array.isArray(value) ? value.map(Number) : []);
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (ids) =>
            (ids as number[]).map((id) => names.get(id) ?? String(id)).join(', '),
        },
      }}
    >
      {[...names].map(([id, name]) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
