import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useTestMutations } from '../api/admin-tests';
import { adminPaths } from '#client/lib/paths.ts';

/** A saved test's state (draft or published, and when), its publish switch and its results. */
export function TestStatusBar({ test }: { test: TestDetail }) {
  const { t } = useTranslation('admin-tests');
  const navigate = useNavigate();
  const { publish } = useTestMutations();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        label={
          test.published
            ? t('status.published', { status: t(`status.states.${test.status}`) })
            : t('status.draft')
        }
        color={test.published ? 'success' : 'default'}
      />
      <Button
        variant="outlined"
        disabled={publish.isPending}
        onClick={() =>
          publish.mutate(
            { id: test.id, publish: !test.published },
            {
              onSuccess: (saved) =>
                showToast({
                  message: saved.published ? t('toasts.published') : t('toasts.unpublished'),
                  kind: 'success',
                }),
              onError: (e) => showToast({ message: e.message, kind: 'error' }),
            },
          )
        }
      >
        {test.published ? t('status.unpublish') : t('status.publish')}
      </Button>
      <Button onClick={() => void navigate(adminPaths.mockTestResults(test.id))}>
        {t('status.results')}
      </Button>
    </Box>
  );
}
