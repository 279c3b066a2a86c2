import { academy } from '#shared/academy.ts';
import { NoticeBoard } from '#client/features/notices/components/notice-board.tsx';
import { NoticesStatus } from '#client/features/notices/components/notices-status.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.notice')} · ${academy.name}` }];
}

/** /Tdashboard/Notice: the notices for everyone and for the courses of the teacher's batches. */
export default function TeacherNotice() {
  const { t } = useTranslation('teacher');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.notice')}</h1>
      <NoticesStatus>{(notices) => <NoticeBoard notices={notices} title="" />}</NoticesStatus>
    </section>
  );
}
