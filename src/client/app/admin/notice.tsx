import { academy } from '#shared/academy.ts';
import { NoticeBoard } from '#client/features/notices/components/notice-board.tsx';
import { NoticesStatus } from '#client/features/notices/components/notices-status.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.notice')} · ${academy.name}` }];
}

/** /Sidebar/Notice: every notice, with search by date and title. */
export default function AdminNotice() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.notice')}</h1>
      <NoticesStatus>{(notices) => <NoticeBoard notices={notices} />}</NoticesStatus>
    </section>
  );
}
