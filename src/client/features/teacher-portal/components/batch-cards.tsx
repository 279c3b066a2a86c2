import { Columns } from '#client/components/columns.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useTeacherBatches } from '../api/teacher-batches';
import { BatchCard } from './batch-card';

/** The session teacher's batches as cards, or a line saying there are none. */
export function BatchCards() {
  const { t } = useTranslation('teacher');
  return (
    <QueryView
      query={useTeacherBatches()}
      loadingLabel={t('batches.loading')}
      errorMessage={t('batches.loadFailed')}
    >
      {({ batches }) =>
        batches.length === 0 ? (
          <div className="dash-empty">{t('batches.none')}</div>
        ) : (
          <Columns columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }}>
            {batches.map((b) => (
              <BatchCard key={b.id} batch={b} />
            ))}
          </Columns>
        )
      }
    </QueryView>
  );
}
