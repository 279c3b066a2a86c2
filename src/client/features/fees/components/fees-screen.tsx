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
import type { FeeAccountSummary } from '#shared/fees.ts';
import { formatRupees } from '#shared/money.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { feeCsvPath, useFeeAccounts, type FeeStatus } from '../api/fees';
import { AccountDialog } from './account-dialog';
import { FeeRowActions } from './fee-row-actions';
import { PaymentDialog } from './payment-dialog';
import { PlanDialog } from './plan-dialog';
import './fees.css';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { adminPaths } from '#client/lib/paths.ts';

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

function matches(a: FeeAccountSummary, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [a.studentId, a.studentName, a.courseName, a.courseCode].some((v) =>
    v.toLowerCase().includes(q),
  );
}

/** The office's Fees screen: balances of every enrolment, defaulters, accounts, payments, CSV. */
export function FeesScreen() {
  const { t, i18n } = useTranslation('admin-school');
  const nameOf = useCourseName();
  const rupees = (paise: number) => formatRupees(paise, i18n.language, { wholeRupees: true });
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
          aria-label={t('fees.show')}
        >
          <ToggleButton value="all">{t('fees.all')}</ToggleButton>
          <ToggleButton value="defaulters">{t('fees.defaulters')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={t('fees.search')}
          // Wide enough for its label ("Search by name, ID or course" was cut to "or …").
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 290 } }}
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
          {t('fees.exportCsv')}
        </Button>
      </Stack>
      <QueryView query={accounts} loadingLabel={t('fees.loading')}>
        {({ accounts: list, totals }) => {
          const shown = list.filter((a) => matches(a, search));
          return (
            <>
              <dl className="fee-totals" aria-label={t('fees.totals.label')}>
                <div>
                  <dt>{t('fees.totals.total')}</dt>
                  <dd>{rupees(totals.totalPaise)}</dd>
                </div>
                <div>
                  <dt>{t('fees.totals.paid')}</dt>
                  <dd>{rupees(totals.paidPaise)}</dd>
                </div>
                <div>
                  <dt>{t('fees.totals.unpaid')}</dt>
                  <dd>{rupees(totals.unpaidPaise)}</dd>
                </div>
                <div>
                  <dt>{t('fees.totals.overdue')}</dt>
                  <dd>{rupees(totals.overduePaise)}</dd>
                </div>
              </dl>
              {shown.length === 0 ? (
                <div className="dash-empty">
                  <p>
                    {list.length === 0
                      ? status === 'defaulters'
                        ? t('fees.noDefaulters')
                        : t('fees.noAccounts')
                      : t('fees.noMatch')}
                  </p>
                </div>
              ) : (
                <TableContainer component={Paper}>
                  <Table size="small" aria-label={t('fees.table.label')} sx={compactCells}>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={wide}>{t('fees.table.studentId')}</TableCell>
                        <TableCell>{t('fees.table.name')}</TableCell>
                        <TableCell sx={wide}>{t('fees.table.course')}</TableCell>
                        <TableCell align="right" sx={wide}>
                          {t('fees.table.total')}
                        </TableCell>
                        <TableCell align="right" sx={wide}>
                          {t('fees.table.paid')}
                        </TableCell>
                        <TableCell align="right">{t('fees.table.unpaid')}</TableCell>
                        <TableCell>{t('fees.table.actions')}</TableCell>
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
                              {a.studentId}, {nameOf(a.courseName)}
                            </Box>
                          </TableCell>
                          <TableCell sx={wide}>{nameOf(a.courseName)}</TableCell>
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
                                  label={t('fees.table.overdue', {
                                    amount: rupees(a.overduePaise),
                                  })}
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
        receiptPath={adminPaths.feeReceipt}
      />
      <PlanDialog account={planning} onClose={() => setPlanning(null)} />
      <PaymentDialog
        account={paying}
        onClose={() => setPaying(null)}
        receiptPath={adminPaths.feeReceipt}
        // The receipt replaces the screen in one synchronous render: the dialogs leave with the
        // page (no closing animations competing with it) and no transition is sliced into frames.
        onRecorded={(reply) =>
          void navigate(adminPaths.feeReceipt(reply.receipt.id), { flushSync: true })
        }
      />
    </Stack>
  );
}
