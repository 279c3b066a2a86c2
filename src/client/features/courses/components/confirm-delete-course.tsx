import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Course } from '../../../../shared/courses';

type ConfirmDeleteCourseProps = {
  /** The course to delete; the dialog is open while this is set. */
  course: Course | null;
  busy: boolean;
  onNo: () => void;
  onYes: (course: Course) => void;
};

/** Asks before a course (and its files) is deleted, in the words of the other delete dialogs. */
export function ConfirmDeleteCourse({ course, busy, onNo, onYes }: ConfirmDeleteCourseProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={course !== null}
      onClose={busy ? undefined : onNo}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Confirm Delete</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Are you sure you want to delete the course “{course?.name}”? Its image and presentation
          are deleted too.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy} autoFocus>
          No
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => course && onYes(course)}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
