import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AttemptState } from '#shared/mock-attempts.ts';
import { paletteStates } from '#shared/mock-tests.ts';
import { countByState, type ExamState } from '../exam-state';
import { useTranslation } from '#client/lib/i18n.ts';
import { usePaletteLabels } from '../palette-labels';

type SubmitDialogProps = {
  open: boolean;
  exam: ExamState;
  sections: AttemptState['sections'];
  pending: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Submit's summary by state, section by section, and the question: submit now? */
export function SubmitDialog(props: SubmitDialogProps) {
  const { open, exam, sections, pending, busy, onCancel, onConfirm } = props;
  const total = countByState(exam);
  const { t } = useTranslation('mock');
  const paletteLabels = usePaletteLabels();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="md" fullWidth>
      <DialogTitle>{t('submit.title')}</DialogTitle>
      <DialogContent>
        {/* A phone has no room for a column per state: there, one row per state with its total. */}
        <Table
          size="small"
          aria-label={t('submit.tableLabel')}
          sx={{ display: { xs: 'table', sm: 'none' }, mb: 2 }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('submit.state')}</TableCell>
              <TableCell align="right">{t('submit.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {paletteStates.map((s) => (
              <TableRow key={s}>
                <TableCell component="th" scope="row">
                  {paletteLabels[s]}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {total[s]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TableContainer sx={{ display: { xs: 'none', sm: 'block' }, mb: 2 }}>
          <Table size="small" aria-label={t('submit.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('submit.section')}</TableCell>
                {paletteStates.map((s) => (
                  <TableCell key={s} align="right">
                    {paletteLabels[s]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sections.map((section) => {
                const counts = countByState(exam, section.id);
                return (
                  <TableRow key={section.id}>
                    <TableCell component="th" scope="row">
                      {section.title}
                    </TableCell>
                    {paletteStates.map((s) => (
                      <TableCell key={s} align="right">
                        {counts[s]}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
              {sections.length > 1 && (
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {t('submit.total')}
                  </TableCell>
                  {paletteStates.map((s) => (
                    <TableCell key={s} align="right" sx={{ fontWeight: 600 }}>
                      {total[s]}
                    </TableCell>
                  ))}
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography>
          {pending > 0 ? `${t('submit.pending', { pending })} ` : ''}
          {t('submit.final')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('submit.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t('submit.busy') : t('submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
