import type { ReactNode } from 'react';
import type { Notice } from '../../../../shared/notices';
import { QueryView } from '../../../components/dashboard/query-view';
import { useNotices } from '../api/get-notices';
import { useTranslation } from '../../../lib/i18n';

/** Loads the notices and hands them to `children`; a spinner meanwhile, a retry on failure. */
export function NoticesStatus({ children }: { children: (notices: Notice[]) => ReactNode }) {
  const { t } = useTranslation('admin-school');
  return (
    <QueryView query={useNotices()} loadingLabel={t('notices.loading')}>
      {children}
    </QueryView>
  );
}
