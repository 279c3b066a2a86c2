import type { ReactNode } from 'react';
import type { Notice } from '#shared/notices.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useNotices } from '../api/get-notices';
import { useTranslation } from '#client/lib/i18n.ts';

/** Loads the notices and hands them to `children`; a spinner meanwhile, a retry on failure. */
export function NoticesStatus({ children }: { children: (notices: Notice[]) => ReactNode }) {
  const { t } = useTranslation('admin-school');
  return (
    <QueryView query={useNotices()} loadingLabel={t('notices.loading')}>
      {children}
    </QueryView>
  );
}
