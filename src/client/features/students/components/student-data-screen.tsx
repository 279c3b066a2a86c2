import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo, useState } from 'react';
import type { StudentListItem } from '#shared/students.ts';
import { responsiveGrid } from '#client/components/dashboard/responsive-grid.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useStudents } from '../api/get-students';
import { useDeleteStudent } from '../api/student-mutations';
import { ConfirmDialog } from './confirm-dialog';
import { EditStudentDialog } from './edit-student-dialog';
import { filterStudents, type StudentSearch } from './filter-students';
import { ImportStudentsDialog } from './import-students-dialog';
import { boldHeadings, DataTable } from '#client/components/dashboard/data-table.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';

const toast = (message: string, kind: 'success' | 'error') => showToast({ message, kind });

/** StudentData: search by ID, name and phone; edit; delete (which ends the student's sessions). */
export function StudentDataScreen() {
  const { t } = useTranslation('admin-people');
  const students = useStudents();
  const remove = useDeleteStudent();
  const [search, setSearch] = useState<StudentSearch>({ id: '', name: '', phone: '' });
  const query = useDeferredValue(search);
  const [editing, setEditing] = useState<StudentListItem | null>(null);
  const [deleting, setDeleting] = useState<StudentListItem | null>(null);
  const [importing, setImporting] = useState(false);
  const rows = useMemo(() => filterStudents(students.data ?? [], query), [students.data, query]);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast(i18n.t('admin-people:toasts.studentDeleted'), 'success'),
      onError: (error) => toast(error.message, 'error'),
      onSettled: () => setDeleting(null),
    });
  }

  const box = (key: keyof StudentSearch, label: string, type = 'search') => (
    <TextField
      label={label}
      type={type}
      size="small"
      value={search[key]}
      onChange={(e) => setSearch((s) => ({ ...s, [key]: e.target.value }))}
    />
  );

  return (
    <>
      <Box sx={{ ...responsiveGrid({ sm: '1fr 1fr 1fr', lg: '1fr 1fr 1fr auto auto' }), mb: 2 }}>
        {box('id', t('students.searchId'))}
        {box('name', t('students.searchName'))}
        {box('phone', t('students.searchPhone'))}
        <Button
          component="a"
          href="/api/exports/students.csv"
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          {t('actions.downloadCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
        >
          {t('import.open')}
        </Button>
      </Box>
      <QueryView query={students} loadingLabel={t('students.loading')}>
        {() => (
          <DataTable
            label={t('students.tableLabel')}
            headRowSx={boldHeadings}
            columns={[
              { header: t('columns.id'), cell: (s) => s.id },
              {
                header: t('columns.firstName'),
                cell: (s) => `${s.firstName} ${s.lastName}`.trim(),
              },
              {
                header: t('columns.studentId'),
                sx: { whiteSpace: 'nowrap' },
                cell: (s) => s.student_id,
              },
              { header: t('columns.phoneNumber'), cell: (s) => s.contactNumber },
            ]}
            rows={rows}
            rowKey={(s) => s.id}
            empty={t('students.empty')}
            hover
            paging={{}}
            actions={{
              header: t('columns.actions'),
              who: (s) => `${s.firstName} ${s.lastName}`.trim(),
              list: (s) => [
                {
                  label: t('actions.edit'),
                  startIcon: <EditIcon />,
                  onClick: () => setEditing(s),
                },
                {
                  label: t('actions.delete'),
                  startIcon: <DeleteIcon />,
                  color: 'error',
                  onClick: () => setDeleting(s),
                },
              ],
            }}
          />
        )}
      </QueryView>
      {editing && (
        <EditStudentDialog
          student={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) toast(t('toasts.studentUpdated'), 'success');
          }}
        />
      )}
      {importing && <ImportStudentsDialog onClose={() => setImporting(false)} />}
      {deleting && (
        <ConfirmDialog
          title={t('confirm.deleteStudent.title')}
          text={t('confirm.deleteStudent.text', {
            name: `${deleting.firstName} ${deleting.lastName}`,
            studentId: deleting.student_id,
          })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
