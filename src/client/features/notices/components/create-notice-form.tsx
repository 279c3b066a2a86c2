import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { noticeInputSchema, noticeLimits } from '#shared/notices.ts';
import { Columns } from '#client/components/columns.tsx';
import { CourseSelect } from '#client/components/course-select.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { FormDateField } from '#client/components/form/form-date-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useCreateNotice } from '../api/create-notice';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';

const empty = { title: '', details: '', postedBy: '', date: '' };
const fields = ['title', 'details', 'postedBy', 'date'] as const;

/**
 * The spec's Create Notice form. Checked with the server's schema before sending; the success
 * toast appears only once the server has saved the notice.
 */
export function CreateNoticeForm() {
  const { t } = useTranslation('admin-school');
  const form = useZodForm(noticeInputSchema, { defaultValues: empty });
  const create = useCreateNotice();
  // Who sees it: every student, or one course's (issue 27.17). '' is everyone.
  const [audience, setAudience] = useState('');
  const courses = useCourseOptions();

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(
      { ...input, courseId: audience === '' ? null : Number(audience) },
      {
        onSuccess: () => {
          form.reset(empty);
          setAudience('');
          showToast({ message: t('notices.sent'), kind: 'success' });
        },
        onError: (error) => {
          if (!showServerErrors(form, error, fields)) {
            showToast({ message: error.message, kind: 'error' });
          }
        },
      },
    ),
  );

  // A blank helper line keeps the layout still when a message appears.
  const field = { form, required: true, fullWidth: true, helperText: ' ' } as const;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('notices.create.form')}
      >
        <Stack spacing={1}>
          <FormTextField
            {...field}
            name="title"
            label={t('notices.create.title')}
            slotProps={{ htmlInput: { maxLength: noticeLimits.titleMax } }}
          />
          <FormTextField
            {...field}
            name="details"
            label={t('notices.create.details')}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: noticeLimits.detailsMax } }}
          />
          <Columns columns={{ xs: '1fr', sm: '1fr 1fr' }}>
            <FormTextField
              {...field}
              name="postedBy"
              label={t('notices.create.postedBy')}
              slotProps={{ htmlInput: { maxLength: noticeLimits.postedByMax } }}
            />
            <FormDateField {...field} name="date" label={t('notices.create.date')} />
          </Columns>
          <CourseSelect
            label={t('noticeAudience.for')}
            value={audience}
            onChange={setAudience}
            courses={courses.data}
            none={t('noticeAudience.all')}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('common.save')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              onClick={() => {
                form.reset(empty);
                setAudience('');
              }}
              disabled={create.isPending}
            >
              {t('common.reset')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
