import Typography from '@mui/material/Typography';
import { academy } from '#shared/academy.ts';
import { CreateNoticeForm } from '#client/features/notices/components/create-notice-form.tsx';
import { ManageNoticeList } from '#client/features/notices/components/manage-notice-list.tsx';
import { NoticesStatus } from '#client/features/notices/components/notices-status.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.createNotice')} · ${academy.name}` }];
}

/** /Sidebar/CreateNotice: post a notice to everyone, and delete the ones already posted. */
export default function AdminCreateNotice() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.createNotice')}</h1>
      <CreateNoticeForm />
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        {t('notices.manage.heading')}
      </Typography>
      <NoticesStatus>{(notices) => <ManageNoticeList notices={notices} />}</NoticesStatus>
    </section>
  );
}
