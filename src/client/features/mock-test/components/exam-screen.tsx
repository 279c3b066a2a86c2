import CloseIcon from '@mui/icons-material/Close';
import GridViewIcon from '@mui/icons-material/GridView';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AttemptState } from '#shared/mock-attempts.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { countByState, hasUnsavedChoice, type ExamAction } from '../exam-state';
import { useExamSession } from '../use-exam-session';
import { ExamActions } from './exam-actions';
import { ExamClock } from './exam-clock';
import { ExamEnded } from './exam-ended';
import { PaletteLegend } from './palette-legend';
import { QuestionPalette } from './question-palette';
import { QuestionPanel } from './question-panel';
import { SubmitDialog } from './submit-dialog';

type ExamScreenProps = { attempt: AttemptState };

/** The test as NTA's computer-based exams show it, over the whole window. */
export function ExamScreen({ attempt }: ExamScreenProps) {
  const session = useExamSession(attempt);
  const { exam, phase, queueStatus } = session;
  const [confirming, setConfirming] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const { t } = useTranslation('mock');

  if (phase.kind === 'submitted') {
    return <ExamEnded attempt={attempt} submission={phase.submission} message={phase.message} />;
  }

  const question = attempt.questions[exam.current]!;
  const section = attempt.sections.find((s) => s.id === question.sectionId) ?? attempt.sections[0]!;
  const running = phase.kind === 'running';
  const act = (action: ExamAction) => {
    session.dispatch(action);
    setPaletteOpen(false);
  };

  // A section's name over its numbered buttons: the side panel's one section, the drawer's each.
  const sectionPalette = (s: { id: number; title: string }, heading: 'h2' | 'h3') => (
    <>
      <Typography variant="subtitle2" component={heading}>
        {s.title}
      </Typography>
      <QuestionPalette
        exam={exam}
        questions={attempt.questions}
        sectionId={s.id}
        onGo={(index) => act({ type: 'go', index })}
      />
    </>
  );

  const palette = (
    <Box sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PaletteLegend counts={countByState(exam, section.id)} />
      {sectionPalette(section, 'h2')}
    </Box>
  );

  return (
    <Box
      component="section"
      aria-label={attempt.title}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1250,
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: '#0d47a1',
          color: '#fff',
        }}
      >
        <Typography component="h1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {attempt.title}
        </Typography>
        <ExamClock deadline={session.deadline} onZero={session.timeUp} />
        <Button
          onClick={() => setPaletteOpen(true)}
          sx={{ display: { md: 'none' }, color: '#fff', minWidth: 0 }}
          aria-label={t('exam.palette')}
        >
          <GridViewIcon />
        </Button>
      </Box>
      {(queueStatus.offline || phase.kind === 'time_up' || phase.kind === 'submitting') && (
        <Alert
          severity={phase.kind === 'time_up' ? 'warning' : queueStatus.offline ? 'error' : 'info'}
          role="status"
          sx={{ borderRadius: 0 }}
        >
          {phase.kind === 'time_up'
            ? t('exam.timeUp')
            : queueStatus.offline
              ? t('exam.offline', { pending: queueStatus.pending })
              : t('exam.submitting')}
        </Alert>
      )}
      <Tabs
        value={section.id}
        onChange={(_, id: number) => act({ type: 'section', sectionId: id })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('exam.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {attempt.sections.map((s) => (
          <Tab key={s.id} value={s.id} label={s.title} sx={{ minHeight: 40 }} />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box sx={{ flex: 1, overflow: 'auto', p: { xs: 2, md: 3 } }}>
          <QuestionPanel
            key={question.questionId}
            question={question}
            marks={{ correct: section.correctMarks, wrong: section.wrongMarks }}
            draft={exam.draft}
            onChoose={(answer) => session.dispatch({ type: 'choose', answer })}
          />
          {hasUnsavedChoice(exam) && (
            <Typography variant="body2" role="status" sx={{ mt: 2, color: 'text.secondary' }}>
              {t('exam.notSaved')}
            </Typography>
          )}
        </Box>
        <Box
          component="aside"
          aria-label={t('exam.paletteAndLegend')}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 320,
            borderLeft: 1,
            borderColor: 'divider',
            overflow: 'auto',
            bgcolor: '#f5f8fc',
          }}
        >
          {palette}
        </Box>
      </Box>
      <Drawer
        anchor="right"
        open={paletteOpen}
        onClose={() => setPaletteOpen(false)}
        sx={{ display: { md: 'none' }, zIndex: 1300 }}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        {/* On a phone: every section's questions, and a button to close (issue 27.18). */}
        <Box sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              {t('exam.palette')}
            </Typography>
            <IconButton onClick={() => setPaletteOpen(false)} aria-label={t('phone.closePalette')}>
              <CloseIcon />
            </IconButton>
          </Box>
          <PaletteLegend counts={countByState(exam)} />
          {attempt.sections.map((s) => (
            <Box key={s.id} sx={{ display: 'grid', gap: 1 }}>
              {sectionPalette(s, 'h3')}
            </Box>
          ))}
        </Box>
      </Drawer>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
        <ExamActions
          onAction={act}
          onSubmit={() => setConfirming(true)}
          isFirst={exam.current === 0}
          disabled={!running}
        />
      </Box>
      <SubmitDialog
        open={confirming}
        exam={exam}
        sections={attempt.sections}
        pending={queueStatus.pending}
        busy={phase.kind === 'submitting'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          session.submit().then(
            () => setConfirming(false),
            (error: Error) => showToast({ message: error.message, kind: 'error' }),
          );
        }}
      />
    </Box>
  );
}
