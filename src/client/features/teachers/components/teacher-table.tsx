import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import type { Teacher } from '#shared/teachers.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/** The spec's default page size first, so it stays selectable, then the spec's options. */
const rowsPerPageOptions = [5, 10, 25, 50, 100];

type TeacherTableProps = {
  teachers: Teacher[];
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
  onEdit: (teacher: Teacher) => void;
  /** The pointer or focus reached an Edit button (its dialog's code can start loading). */
  onEditIntent?: () => void;
  onDelete: (teacher: Teacher) => void;
  /** "Give login", or "Reset password" once the teacher has one (issue 21.1). */
  onLogin: (teacher: Teacher) => void;
};

/** The teachers table with a pager above and below it (MUI's 'Rows per page:' and 'from–to of count'). */
export function TeacherTable(props: TeacherTableProps) {
  const { teachers, page, rowsPerPage, onEdit, onEditIntent, onDelete, onLogin } = props;
  const { t } = useTranslation('admin-people');
  const courseName = useCourseName();
  const genderLabel: Record<Teacher['gender'], string> = {
    Male: t('gender.male'),
    Female: t('gender.female'),
    Other: t('gender.other'),
  };
  return (
    <DataTable
      label={t('teachers.tableLabel')}
      columns={[
        { header: t('columns.id'), cell: (row) => row.id },
        { header: t('columns.firstName'), cell: (row) => row.first_name },
        { header: t('columns.lastName'), cell: (row) => row.last_name },
        { header: t('columns.gender'), cell: (row) => genderLabel[row.gender] },
        { header: t('columns.courses'), cell: (row) => row.courses && courseName(row.courses) },
        { header: t('teachers.login.column'), cell: (row) => row.login_id ?? '' },
      ]}
      rows={teachers}
      rowKey={(row) => row.id}
      empty={t('teachers.empty')}
      hover
      actions={{
        header: t('columns.actions'),
        align: 'right',
        who: (row) => `${row.first_name} ${row.last_name}`,
        list: (row) => {
          const name = `${row.first_name} ${row.last_name}`;
          return [
            {
              label: t('actions.edit'),
              name: t('teachers.editName', { name }),
              icon: <EditIcon />,
              onIntent: onEditIntent,
              onClick: () => onEdit(row),
            },
            {
              label: row.login_id ? t('actions.resetPassword') : t('teachers.login.give'),
              name: row.login_id
                ? t('teachers.login.resetName', { name })
                : t('teachers.login.giveName', { name }),
              icon: <KeyIcon />,
              onClick: () => onLogin(row),
            },
            {
              label: t('actions.delete'),
              name: t('teachers.deleteName', { name }),
              icon: <DeleteIcon />,
              color: 'error',
              onClick: () => onDelete(row),
            },
          ];
        },
      }}
      paging={{
        at: 'both',
        options: rowsPerPageOptions,
        page,
        rowsPerPage,
        onPageChange: props.onPageChange,
        onRowsPerPageChange: props.onRowsPerPageChange,
      }}
    />
  );
}
