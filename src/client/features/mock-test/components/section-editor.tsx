import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Columns } from '#client/components/columns.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import type { ZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import type { testFormSchema } from '../test-form-schema';
import { MarkingFields } from './marking-fields';

export type QuestionInfo = { text: string; type: 'mcq' | 'numerical'; key: string };

type SectionEditorProps = {
  form: ZodForm<typeof testFormSchema>;
  index: number;
  locked: boolean;
  info: ReadonlyMap<number, QuestionInfo>;
  onRemove: (() => void) | null;
  onPick: () => void;
};

/** One section: its title, its own marks if they differ, and its questions in order. */
export function SectionEditor({ form, index, locked, info, onRemove, onPick }: SectionEditorProps) {
  const { t } = useTranslation('admin-tests');
  const number = index + 1;
  const ids = useWatch({ control: form.control, name: `sections.${index}.questionIds` }) ?? [];
  const error = form.formState.errors.sections?.[index]?.questionIds;
  const errorMessage = Array.isArray(error) ? error.find(Boolean)?.message : error?.message;
  const setIds = (next: number[]) =>
    form.setValue(`sections.${index}.questionIds`, next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setIds(next);
  };
  const field = { form, size: 'small', disabled: locked } as const;
  // A locked section's marks cannot be edited: no hint about leaving them blank (its grey text on
  // a disabled field also fails contrast).
  const blankHelp = locked ? undefined : t('section.blankMeansTest');

  return (
    // A fieldset, and a grid's auto column, are at least as wide as their content: long question
    // texts would widen the page on a phone instead of ending in an ellipsis.
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{
        p: 2,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {t('section.legend', { number })}
      </Typography>
      <Columns gap={1.5} columns={{ xs: '1fr', sm: '2fr 1fr 1fr auto' }}>
        <FormTextField
          {...field}
          name={`sections.${index}.title`}
          label={t('section.title')}
          required
        />
        <MarkingFields form={form} section={index} helperText={blankHelp} disabled={locked} />
        {onRemove && (
          <IconButton
            aria-label={t('section.remove', { number })}
            onClick={onRemove}
            disabled={locked}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Columns>
      <Box
        component="ol"
        aria-label={t('section.questions', { number })}
        sx={{ m: 0, pl: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}
      >
        {ids.map((id, i) => {
          const q = info.get(id);
          return (
            <Box component="li" key={id}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {q
                    ? t('section.question', {
                        id,
                        text: q.text,
                        type: t(q.type === 'mcq' ? 'types.mcq' : 'types.numerical'),
                        key: q.key,
                      })
                    : `#${id}`}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('section.moveUp', { id })}
                  disabled={locked || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('section.moveDown', { id })}
                  disabled={locked || i === ids.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('section.removeQuestion', { id })}
                  disabled={locked}
                  onClick={() => setIds(ids.filter((x) => x !== id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      {ids.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('section.none')}
        </Typography>
      )}
      {errorMessage && (
        <Typography variant="body2" color="error" role="alert">
          {translateValidation(errorMessage)}
        </Typography>
      )}
      <Box>
        <Button size="small" variant="outlined" onClick={onPick} disabled={locked}>
          {t('section.addQuestions')}
        </Button>
      </Box>
    </Paper>
  );
}
