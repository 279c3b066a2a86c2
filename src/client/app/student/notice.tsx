import { useSearchParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { NoticeBoard } from '../../features/notices/components/notice-board';
import { NoticesStatus } from '../../features/notices/components/notices-status';

export function meta() {
  return [{ title: `Notice Board · ${academy.name}` }];
}

/** /Sdashboard/Notice: every notice the academy has posted, with search by date and title. */
export default function StudentNotice() {
  const [params] = useSearchParams();
  const title = params.get('title') ?? '';
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Notice Board</h1>
      <NoticesStatus>
        {(notices) => <NoticeBoard key={title} notices={notices} title={title} />}
      </NoticesStatus>
    </section>
  );
}
