import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import type { GradeSetting } from '#shared/exams.ts';
import { cbseScale, psebScale, type GradeScale } from '#shared/grading.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useSaveGradeSetting } from '../api/admin-exams';
import { useTranslation } from '#client/lib/i18n.ts';

const bandsText = (scale: Pick<GradeScale, 'bands'>) =>
  scale.bands.map((b) => `${b.grade} ${b.min}`).join('\n');
const describe = (scale: GradeScale) =>
  scale.bands.map((b) => `${b.grade} ${b.min}–${b.max ?? 100}`).join(', ');

/** Lines "A1 91" (grade, lowest whole percentage) → bands; the server checks gaps and overlaps. */
function parseBands(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.+?)\s+(\d{1,3})$/.exec(line);
      return m ? { grade: m[1]!.trim(), min: Number(m[2]) } : { grade: line, min: Number.NaN };
    });
}

/** Which grade scale results use: CBSE, PSEB, or the academy's own. */
export function GradeScaleDialog({
  open,
  setting,
  onClose,
}: {
  open: boolean;
  setting: GradeSetting;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-school');
  const titleId = useId();
  const save = useSaveGradeSetting();
  const [selected, setSelected] = useState(setting.selected);
  const [name, setName] = useState('');
  const [bands, setBands] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSelected(setting.selected);
    setName(setting.custom?.name ?? t('exams.scale.defaultName'));
    setBands(bandsText(setting.custom ?? cbseScale));
    setError(null);
  }, [open, setting, t]);

  function submit() {
    const custom =
      selected === 'custom' ? { id: 'custom', name, bands: parseBands(bands) } : undefined;
    save.mutate(
      { selected, ...(custom ? { custom } : {}) },
      {
        onSuccess: () => {
          showToast({ message: t('exams.scale.saved'), kind: 'success' });
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('exams.gradeScale')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <RadioGroup
            value={selected}
            onChange={(e) => setSelected(e.target.value as GradeSetting['selected'])}
            aria-label={t('exams.scale.label')}
          >
            <FormControlLabel
              value="cbse"
              control={<Radio />}
              label={`CBSE (${describe(cbseScale)})`}
            />
            <FormControlLabel
              value="pseb"
              control={<Radio />}
              label={`PSEB (${describe(psebScale)})`}
            />
            <FormControlLabel value="custom" control={<Radio />} label={t('exams.scale.own')} />
          </RadioGroup>
          {selected === 'custom' && (
            <>
              <TextField
                label={t('exams.scale.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <TextField
                label={t('exams.scale.grades')}
                multiline
                minRows={5}
                value={bands}
                onChange={(e) => setBands(e.target.value)}
                helperText={t('exams.scale.help')}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
