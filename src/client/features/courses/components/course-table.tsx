import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatFee } from '../../../../shared/catalogue';
import type { Course } from '../../../../shared/courses';
import { CourseThumbnail } from './course-thumbnail';

type CourseTableProps = {
  courses: Course[];
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
};

/** The Library table: Sr.No, Image, Course Name, Course Code, Course Price, Actions. */
export function CourseTable({ courses, onEdit, onDelete }: CourseTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Courses">
        <TableHead>
          <TableRow>
            <TableCell>Sr.No</TableCell>
            <TableCell>Image</TableCell>
            <TableCell>Course Name</TableCell>
            <TableCell>Course Code</TableCell>
            <TableCell align="right">Course Price</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((c, i) => (
            <TableRow key={c.id} hover>
              <TableCell>{i + 1}</TableCell>
              <TableCell sx={{ width: 66 }}>
                <CourseThumbnail src={c.thumbnail} />
              </TableCell>
              <TableCell>{c.name}</TableCell>
              <TableCell>{c.code}</TableCell>
              <TableCell align="right">{formatFee(c.price)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
                  <EditIcon />
                </IconButton>
                {c.presentation ? (
                  <IconButton
                    aria-label={`Download presentation of ${c.name}`}
                    component="a"
                    href={c.presentation}
                    download
                  >
                    <DownloadIcon />
                  </IconButton>
                ) : (
                  <IconButton aria-label={`No presentation for ${c.name}`} disabled>
                    <DownloadIcon />
                  </IconButton>
                )}
                <IconButton aria-label={`Delete ${c.name}`} onClick={() => onDelete(c)}>
                  <DeleteIcon color="error" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {courses.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center">
                No courses found.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
