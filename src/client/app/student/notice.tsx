import { useSearchParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { NoticeBoard } from '../../features/notices/components/notice-board';
import { NoticesStatus } from '../../features/notices/components/notices-status';

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
