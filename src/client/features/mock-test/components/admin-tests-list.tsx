import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TestSummary } from '../../../../shared/mock-test-builder';
import { formatDateTime } from '../../../../shared/format';
import { ConfirmDelete } from '../../../components/dashboard/confirm-delete';
import { QueryView } from '../../../components/dashboard/query-view';
import { showToast } from '../../../components/toast-store';
import { useAdminTests, useTestMutations } from '../api/admin-tests';
import { formatMarks } from '../result-format';

const statusColors = {
  draft: 'default',
  upcoming: 'info',
  open: 'success',
  closed: 'warning',
} as const;

/** Every test with its status and attempts, and the way to build, publish and see results. */
export function AdminTestsList() {
  const tests = useAdminTests();
  const { remove } = useTestMutations();
  const [deleting, setDeleting] = useState<TestSummary | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={Link}
          to="/Sidebar/MockTests/new"
        >
          New Test
        </Button>
        <Button variant="outlined" component={Link} to="/Sidebar/MockTests/questions">
          Question Bank
        </Button>
      </Box>
      <QueryView query={tests} loadingLabel="Loading tests">
        {(data) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Mock tests">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Course</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Window</TableCell>
                  <TableCell align="right">Questions</TableCell>
                  <TableCell align="right">Max marks</TableCell>
                  <TableCell align="right">Submitted</TableCell>
                  <TableCell align="right">In progress</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={9}>No tests yet.</TableCell>
                  </TableRow>
                )}
                {data.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell>
                      <Link to={`/Sidebar/MockTests/${t.id}`}>{t.title}</Link>
                    </TableCell>
                    <TableCell>{t.courseName ?? 'Every student'}</TableCell>
                    <TableCell>
                      <Chip size="small" label={t.status} color={statusColors[t.status]} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(t.windowStart)}
                      <br />
                      {formatDateTime(t.windowEnd)}
                    </TableCell>
                    <TableCell align="right">{t.questionCount}</TableCell>
                    <TableCell align="right">{formatMarks(t.maxScore)}</TableCell>
                    <TableCell align="right">{t.submittedCount}</TableCell>
                    <TableCell align="right">{t.activeCount}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" component={Link} to={`/Sidebar/MockTests/${t.id}`}>
                        Edit
                      </Button>
                      <Button
                        size="small"
                        component={Link}
                        to={`/Sidebar/MockTests/${t.id}/results`}
                      >
                        Results
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeleting(t)}>
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
      <ConfirmDelete
        target={deleting}
        question={(t) => `Are you sure you want to delete the test "${t.title}"?`}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={(t) =>
          remove.mutate(t.id, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              setDeleting(null);
              showToast({ message: e.message, kind: 'error' });
            },
          })
        }
      />
    </>
  );
}
