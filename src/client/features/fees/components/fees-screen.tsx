import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feeMessages, type FeeAccountSummary } from '../../../../shared/fees';
import { QueryView } from '../../../components/dashboard/query-view';
import { feeCsvPath, useFeeAccounts, type FeeStatus } from '../api/fees';
import { AccountDialog } from './account-dialog';
import { FeeRowActions } from './fee-row-actions';
import { PaymentDialog } from './payment-dialog';
import { PlanDialog } from './plan-dialog';
import { rupees } from './rupees';
import './fees.css';

// On a phone: name (with ID and course under it), unpaid and the actions.
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const narrow = { display: { xs: 'inline', md: 'none' } } as const;
// Cells a little tighter than MUI's (seven columns and three actions fit 1280px) and, on a
// phone, tighter still with the overdue chip's words free to wrap, so the row fits 375px.
const compactCells = { '& .MuiTableCell-root': { px: { xs: 1, md: 1.5 } } } as const;
const wrappingChip = {
  height: { xs: 'auto', md: 24 },
  '& .MuiChip-label': { whiteSpace: { xs: 'normal', md: 'nowrap' }, py: { xs: 0.25, md: 0 } },
};
const wideId = { ...wide, whiteSpace: 'nowrap' } as const;
// A long course name (or ID) breaks inside the name cell rather than widening the table.
const breakable = { overflowWrap: { xs: 'anywhere', md: 'normal' } } as const;

export const adminReceiptPath = (id: number) => `/Sidebar/Fees/receipts/${id}`;

function matches(a: FeeAccountSummary, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [a.studentId, a.studentName, a.courseName, a.courseCode].some((v) =>
    v.toLowerCase().includes(q),
  );
}

/** The office's Fees screen: balances of every enrolment, defaulters, accounts, payments, CSV. */
export function FeesScreen() {
  const [status, setStatus] = useState<FeeStatus>('all');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<FeeAccountSummary | null>(null);
  const [paying, setPaying] = useState<FeeAccountSummary | null>(null);
  const [planning, setPlanning] = useState<FeeAccountSummary | null>(null);
  const accounts = useFeeAccounts(status);
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_e, v: FeeStatus | null) => v && setStatus(v)}
          aria-label="Show"
        >
          <ToggleButton value="all">All balances</ToggleButton>
          <ToggleButton value="defaulters">Defaulters</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label="Search by name, ID or course"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button
          component="a"
          href={feeCsvPath(status)}
          download
          startIcon={<DownloadIcon />}
          variant="outlined"
        >
          Export CSV
        </Button>
      </Stack>
      <QueryView query={accounts} loadingLabel="Loading fee accounts">
        {({ accounts: list, totals }) => {
          const shown = list.filter((a) => matches(a, search));
          return (
            <>
              <dl className="fee-totals" aria-label="Totals">
                <div>
                  <dt>Total fees</dt>
                  <dd>{rupees(totals.totalPaise)}</dd>
                </div>
                <div>
                  <dt>Paid</dt>
                  <dd>{rupees(totals.paidPaise)}</dd>
                </div>
                <div>
                  <dt>Unpaid</dt>
                  <dd>{rupees(totals.unpaidPaise)}</dd>
                </div>
                <div>
                  <dt>Overdue</dt>
                  <dd>{rupees(totals.overduePaise)}</dd>
                </div>
              </dl>
              {shown.length === 0 ? (
                <div className="dash-empty">
                  <p>
                    {list.length === 0
                      ? status === 'defaulters'
                        ? feeMessages.noDefaulters
                        : feeMessages.noAccounts
                      : 'No account matches the search.'}
                  </p>
                </div>
              ) : (
                <TableContainer component={Paper}>
                  <Table size="small" aria-label="Fee balances" sx={compactCells}>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={wide}>Student ID</TableCell>
                        <TableCell>Name</TableCell>
                        <TableCell sx={wide}>Course</TableCell>
                        <TableCell align="right" sx={wide}>
                          Total
                        </TableCell>
                        <TableCell align="right" sx={wide}>
                          Paid
                        </TableCell>
                        <TableCell align="right">Unpaid</TableCell>
                        <TableCell>Actions</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {shown.map((a) => (
                        <TableRow key={a.enrolmentId} hover>
                          <TableCell sx={wideId}>{a.studentId}</TableCell>
                          <TableCell sx={breakable}>
                            {a.studentName}
                            <Box component="span" sx={narrow}>
                              <br />
                              {a.studentId}, {a.courseName}
                            </Box>
                          </TableCell>
                          <TableCell sx={wide}>{a.courseName}</TableCell>
                          <TableCell align="right" sx={wide}>
                            {rupees(a.totalPaise)}
                          </TableCell>
                          <TableCell align="right" sx={wide}>
                            {rupees(a.paidPaise)}
                          </TableCell>
                          <TableCell align="right">
                            {rupees(a.unpaidPaise)}
                            {a.overduePaise > 0 && (
                              <>
                                <br />
                                <Chip
                                  size="small"
                                  color="error"
                                  label={`${rupees(a.overduePaise)} overdue`}
                                  sx={wrappingChip}
                                />
                              </>
                            )}
                          </TableCell>
                          <TableCell>
                            <FeeRowActions
                              account={a}
                              onAccount={() => setOpen(a)}
                              onInstalments={() => setPlanning(a)}
                              onRecordPayment={() => setPaying(a)}
                            />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </>
          );
        }}
      </QueryView>
      <AccountDialog
        account={open}
        onClose={() => setOpen(null)}
        onRecordPayment={setPaying}
        receiptPath={adminReceiptPath}
      />
      <PlanDialog account={planning} onClose={() => setPlanning(null)} />
      <PaymentDialog
        account={paying}
        onClose={() => setPaying(null)}
        receiptPath={adminReceiptPath}
        // The receipt replaces the screen in one synchronous render: the dialogs leave with the
        // page (no closing animations competing with it) and no transition is sliced into frames.
        onRecorded={(reply) =>
          void navigate(adminReceiptPath(reply.receipt.id), { flushSync: true })
        }
      />
    </Stack>
  );
}
