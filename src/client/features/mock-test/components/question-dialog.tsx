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
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { type Question } from '#shared/mock-question-bank.ts';
import { difficulties, optionKeys } from '#shared/mock-tests.ts';
import { Columns } from '#client/components/columns.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useQuestionMutations } from '../api/admin-questions';
import { useQuestionLabels } from './question-labels';
import {
  questionFormFields,
  questionFormSchema,
  questionFormValues,
} from '../question-form-schema';

type QuestionDialogProps = { open: boolean; question: Question | null; onClose: () => void };

/** Add or edit a bank question: multiple choice with four options, or a numerical range. */
export function QuestionDialog({ open, question, onClose }: QuestionDialogProps) {
  const { t } = useTranslation('admin-questions');
  const labels = useQuestionLabels();
  const titleId = useId();
  const form = useZodForm(questionFormSchema, { defaultValues: questionFormValues(null) });
  const type = useWatch({ control: form.control, name: 'type' });
  const { save, removeImage } = useQuestionMutations();
  const [image, setImage] = useState<File | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
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
            message: question ? t('dialog.updated') : t('dialog.added'),
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
        <DialogTitle id={titleId}>
          {question ? t('dialog.editTitle') : t('dialog.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <Columns columns={{ xs: '1fr', sm: 'repeat(4, 1fr)' }}>
              <FormTextField {...field} name="type" label={t('dialog.type')} select>
                <MenuItem value="mcq">{t('types.multipleChoice')}</MenuItem>
                <MenuItem value="numerical">{t('types.numericalValue')}</MenuItem>
              </FormTextField>
              <FormTextField {...field} name="subject" label={t('dialog.subject')} required />
              <FormTextField {...field} name="topic" label={t('dialog.topic')} />
              <FormTextField {...field} name="difficulty" label={t('dialog.difficulty')} select>
                {difficulties.map((d) => (
                  <MenuItem key={d} value={d}>
                    {labels.difficulty[d]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Columns>
            <FormTextField
              {...field}
              name="text"
              label={t('dialog.question')}
              required
              multiline
              minRows={3}
            />
            {type === 'mcq' ? (
              <>
                <Columns columns={{ xs: '1fr', sm: '1fr 1fr' }}>
                  {optionKeys.map((key) => (
                    <FormTextField
                      key={key}
                      {...field}
                      name={`options.${key}`}
                      label={t('dialog.option', { key })}
                      required
                    />
                  ))}
                </Columns>
                <FormTextField
                  {...field}
                  name="correctOption"
                  label={t('dialog.correctOption')}
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
              <Columns columns={{ xs: '1fr', sm: '1fr 1fr' }}>
                <FormTextField
                  {...field}
                  name="range.min"
                  label={t('dialog.answerMin')}
                  required
                  helperText={t('dialog.answerMinHint')}
                />
                <FormTextField
                  {...field}
                  name="range.max"
                  label={t('dialog.answerMax')}
                  required
                  helperText={t('dialog.answerMaxHint')}
                />
              </Columns>
            )}
            <FormTextField
              {...field}
              name="explanation"
              label={t('dialog.explanation')}
              multiline
              minRows={2}
            />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {question?.imageUrl && !image && (
                <>
                  <Box
                    component="img"
                    src={question.imageUrl}
                    alt={t('dialog.currentFigure')}
                    sx={{ maxHeight: 80 }}
                  />
                  <Button
                    size="small"
                    color="error"
                    disabled={removeImage.isPending}
                    onClick={() => removeImage.mutate(question.id, { onSuccess: onClose })}
                  >
                    {t('dialog.removeImage')}
                  </Button>
                </>
              )}
              {/* A real button opening the hidden input (a <label role="button"> fails axe). */}
              <Button variant="outlined" size="small" onClick={() => imageInput.current?.click()}>
                {question?.imageUrl ? t('dialog.replaceImage') : t('dialog.addImage')}
              </Button>
              <input
                ref={imageInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={(e) => setImage(e.target.files?.[0] ?? null)}
              />
              {image && <Typography variant="body2">{image.name}</Typography>}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('dialog.imageHint')}
              </Typography>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
