import './results.css';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { examMessages, formatDuration, type ExamType } from '../../../../shared/exams';
import { formatDate } from '../../../../shared/format';
import { QueryView } from '../../../components/dashboard/query-view';
import { useStudentExams } from '../api/student-exams';

const noneText: Record<ExamType, string> = {
  mid_term: 'No mid-term exams are scheduled for your courses yet.',
  final: 'No final exams are scheduled for your courses yet.',
};

/** The spec's exam table: date, subject, duration, total mark, status ('Pending' until published). */
export function ExamTimetable({ type, label }: { type: ExamType; label: string }) {
  const exams = useStudentExams(type);
  return (
    <QueryView
      query={exams}
      loadingLabel={`Loading ${label}`}
      errorMessage="Could not load your exams. Please try again."
    >
      {(rows) =>
        rows.length === 0 ? (
          <div className="dash-empty">
            <p>{noneText[type]}</p>
          </div>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Subject</TableCell>
                  <TableCell>Duration</TableCell>
                  <TableCell align="right">Total Mark</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.date)}</TableCell>
                    <TableCell>
                      {e.subject}
                      <div className="exam-course">{e.courseName}</div>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDuration(e.durationMinutes)}
                    </TableCell>
                    <TableCell align="right">{e.totalMarks}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={e.status}
                        color={e.status === examMessages.pending ? 'warning' : 'success'}
                        variant="outlined"
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      }
    </QueryView>
  );
}
