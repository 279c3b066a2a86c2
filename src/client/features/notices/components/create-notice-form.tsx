import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toFieldErrors } from '../../../../shared/errors';
import { noticeInputSchema, noticeLimits, noticeMessages } from '../../../../shared/notices';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../components/toast-store';
import { useCreateNotice } from '../api/create-notice';

type Field = 'title' | 'details' | 'postedBy' | 'date';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const empty: Values = { title: '', details: '', postedBy: '', date: '' };

function firstErrors(fieldErrors: Record<string, string[]>): Errors {
  const out: Errors = {};
  for (const field of Object.keys(empty) as Field[]) {
    const message = fieldErrors[field]?.[0];
    if (message) out[field] = message;
  }
  return out;
}

/**
 * The spec's Create Notice form. Checked with the server's schema before sending; the success
 * toast appears only once the server has saved the notice.
 */
export function CreateNoticeForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateNotice();

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function reset() {
    setValues(empty);
    setErrors({});
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = noticeInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(toFieldErrors(parsed.error)));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        reset();
        showToast({
          message: noticeMessages.sent,
          kind: 'success',
        });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? firstErrors(error.fieldErrors) : {};
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          showToast({
            message: error.message,
            kind: 'error',
          });
        }
      },
    });
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    required: true,
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create Notice">
        <Stack spacing={1}>
          <TextField
            label="Title"
            {...field('title')}
            slotProps={{ htmlInput: { maxLength: noticeLimits.titleMax } }}
          />
          <TextField
            label="Details"
            multiline
            minRows={4}
            {...field('details')}
            slotProps={{ htmlInput: { maxLength: noticeLimits.detailsMax } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Posted By"
              {...field('postedBy')}
              slotProps={{ htmlInput: { maxLength: noticeLimits.postedByMax } }}
            />
            <TextField
              label="Date"
              type="date"
              {...field('date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Save
            </Button>
            <Button type="button" variant="outlined" onClick={reset} disabled={create.isPending}>
              Reset
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
