import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { type Question } from '../../../../shared/mock-question-bank';
import { difficulties, optionKeys } from '../../../../shared/mock-tests';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { showToast } from '../../../components/toast-store';
import { useQuestionMutations } from '../api/admin-questions';
import {
  questionFormFields,
  questionFormSchema,
  questionFormValues,
} from '../question-form-schema';

type QuestionDialogProps = { open: boolean; question: Question | null; onClose: () => void };

/** Add or edit a bank question: multiple choice with four options, or a numerical range. */
export function QuestionDialog({ open, question, onClose }: QuestionDialogProps) {
  const titleId = useId();
  const form = useZodForm(questionFormSchema, { defaultValues: questionFormValues(null) });
  const type = useWatch({ control: form.control, name: 'type' });
  const { save, removeImage } = useQuestionMutations();
  const [image, setImage] = useState<File | null>(null);
  const alert = form.formState.errors.root?.message;

  useEffect(() => {
    if (!open) return;
    form.reset(questionFormValues(question));
    setImage(null);
  }, [form, open, question]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: question?.id ?? null, input, image },
      {
        onSuccess: () => {
          showToast({
            message: question ? 'Question updated.' : 'Question added.',
            kind: 'success',
          });
          onClose();
        },
        onError: (error) => {
          form.setError('root', { message: error.message });
          showServerErrors(form, error, questionFormFields);
        },
      },
    ),
  );
  const field = { form, fullWidth: true, size: 'small' } as const;

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>{question ? 'Edit Question' : 'Add Question'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' },
              }}
            >
              <FormTextField {...field} name="type" label="Type" select>
                <MenuItem value="mcq">Multiple choice</MenuItem>
                <MenuItem value="numerical">Numerical value</MenuItem>
              </FormTextField>
              <FormTextField {...field} name="subject" label="Subject" required />
              <FormTextField {...field} name="topic" label="Topic" />
              <FormTextField {...field} name="difficulty" label="Difficulty" select>
                {difficulties.map((d) => (
                  <MenuItem key={d} value={d}>
                    {d[0]!.toUpperCase() + d.slice(1)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <FormTextField {...field} name="text" label="Question" required multiline minRows={3} />
            {type === 'mcq' ? (
              <>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  {optionKeys.map((key) => (
                    <FormTextField
                      key={key}
                      {...field}
                      name={`options.${key}`}
                      label={`Option ${key}`}
                      required
                    />
                  ))}
                </Box>
                <FormTextField
                  {...field}
                  name="correctOption"
                  label="Correct Option"
                  select
                  required
                  sx={{ maxWidth: 200 }}
                >
                  {optionKeys.map((key) => (
                    <MenuItem key={key} value={key}>
                      {key}
                    </MenuItem>
                  ))}
                </FormTextField>
              </>
            ) : (
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <FormTextField
                  {...field}
                  name="range.min"
                  label="Answer Min"
                  required
                  helperText="Lowest accepted answer, e.g. 2.45"
                />
                <FormTextField
                  {...field}
                  name="range.max"
                  label="Answer Max"
                  required
                  helperText="Highest accepted answer (same as Min for one value)"
                />
              </Box>
            )}
            <FormTextField
              {...field}
              name="explanation"
              label="Explanation"
              multiline
              minRows={2}
            />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {question?.imageUrl && !image && (
                <>
                  <Box
                    component="img"
                    src={question.imageUrl}
                    alt="Current figure"
                    sx={{ maxHeight: 80 }}
                  />
                  <Button
                    size="small"
                    color="error"
                    disabled={removeImage.isPending}
                    onClick={() => removeImage.mutate(question.id, { onSuccess: onClose })}
                  >
                    Remove image
                  </Button>
                </>
              )}
              <Button component="label" variant="outlined" size="small">
                {question?.imageUrl ? 'Replace image' : 'Add image'}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  hidden
                  onChange={(e) => setImage(e.target.files?.[0] ?? null)}
                />
              </Button>
              {image && <Typography variant="body2">{image.name}</Typography>}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Optional: JPEG, PNG or WebP up to 5 MB.
              </Typography>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
