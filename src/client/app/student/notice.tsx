import { useSearchParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { NoticeBoard } from '#client/features/notices/components/notice-board.tsx';
import { NoticesStatus } from '#client/features/notices/components/notices-status.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.notice')} · ${academy.name}` }];
}

/** /Sdashboard/Notice: every notice the academy has posted, with search by date and title. */
export default function StudentNotice() {
  const { t } = useTranslation('student');
  const [params] = useSearchParams();
  const title = params.get('title') ?? '';
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.notice')}</h1>
      <NoticesStatus>
        {(notices) => <NoticeBoard key={title} notices={notices} title={title} />}
      </NoticesStatus>
    </section>
  );
}
