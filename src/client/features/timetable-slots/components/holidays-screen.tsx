import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format.ts';
import { holidayInputSchema, type Holiday } from '#shared/timetable-slots.ts';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { FormDateField } from '#client/components/form/form-date-field.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';
import { useAddHoliday, useDeleteHoliday, useHolidays } from '../api/slots';

/** This year in India. */
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format());

/** Holidays (issue 21.3): one year's days the academy is closed; add (a day, a name) and delete. */
export function HolidaysScreen() {
  const { t, i18n: i } = useTranslation('timetable-slots');
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const add = useAddHoliday();
  const remove = useDeleteHoliday();
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const form = useZodForm(holidayInputSchema, { defaultValues: { on: '', name: '' } });
  const alert = form.formState.errors.root?.message;
  const day = (h: Holiday) => formatDate(h.on, i.language);

  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (saved) => {
        showToast({
          message: i18n.t('timetable-slots:holidays.added', {
            name: saved.name,
            day: formatDate(saved.on, i18n.language),
          }),
          kind: 'success',
        });
        form.reset({ on: '', name: '' });
        setYear(Number(saved.on.slice(0, 4)));
      },
      onError: (error) => {
        if (!showServerErrors(form, error, ['on', 'name'])) {
          form.setError('root', { message: error.message });
        }
      },
    }),
  );

  function confirmDelete(h: Holiday) {
    remove.mutate(h.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast({
          message: i18n.t('timetable-slots:holidays.deleted', { name: h.name, day: day(h) }),
          kind: 'success',
        });
      },
      onError: (error) => {
        setDeleting(null);
        showToast({ message: error.message, kind: 'error' });
      },
    });
  }

  return (
    <>
      <p>
        <Link to={adminPaths.timetable}>{t('backToWeek')}</Link>
      </p>
      <form onSubmit={onSubmit} noValidate aria-label={t('holidays.formLabel')}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('holidays.addTitle')}
        </Typography>
        {alert && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {alert}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
          <FormDateField form={form} required name="on" label={t('holidays.day')} />
          <FormTextField form={form} required name="name" label={t('holidays.name')} />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={add.isPending}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-start' }, mt: { sm: 1 } }}
          >
            {t('holidays.add')}
          </Button>
        </Stack>
      </form>
      <nav aria-label={t('holidays.yearNav')}>
        <Stack direction="row" spacing={1} sx={{ my: 2, alignItems: 'center' }}>
          <Button
            startIcon={<ChevronLeftIcon />}
            onClick={() => setYear((y) => y - 1)}
            disabled={year <= 2000}
          >
            {t('holidays.previousYear')}
          </Button>
          <Typography component="h2" variant="h6" aria-live="polite">
            {t('holidays.ofYear', { year })}
          </Typography>
          <Button
            endIcon={<ChevronRightIcon />}
            onClick={() => setYear((y) => y + 1)}
            disabled={year >= 2100}
          >
            {t('holidays.nextYear')}
          </Button>
        </Stack>
      </nav>
      <QueryView
        query={holidays}
        loadingLabel={t('holidays.loading')}
        errorMessage={t('holidays.loadFailed')}
      >
        {(data) => (
          <DataTable
            label={t('holidays.table.label', { year })}
            columns={[
              { header: t('holidays.table.day'), sx: { whiteSpace: 'nowrap' }, cell: day },
              { header: t('holidays.table.name'), cell: (h) => h.name },
            ]}
            rows={data.holidays}
            rowKey={(h) => h.id}
            empty={t('holidays.empty')}
            hover
            actions={{
              header: t('holidays.table.actions'),
              align: 'right',
              who: (h) => `${h.name} ${day(h)}`,
              list: (h) => [
                {
                  label: t('holidays.delete'),
                  name: t('holidays.deleteNamed', { name: h.name, day: day(h) }),
                  icon: <DeleteIcon />,
                  color: 'error',
                  onClick: () => setDeleting(h),
                },
              ],
            }}
          />
        )}
      </QueryView>
      <ConfirmDelete
        target={deleting}
        question={(h) => t('holidays.confirmDelete', { name: h.name, day: day(h) })}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={confirmDelete}
      />
    </>
  );
}
