import { academy } from '../../../shared/academy';
import { ExamTimetable } from '../../features/exams/components/exam-timetable';

export function meta() {
  return [{ title: `Mid-Term Exam · ${academy.name}` }];
}

/** /Sdashboard/MidTerm: the student's mid-term exams. */
export default function StudentMidTerm() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Mid-Term Exam</h1>
      <ExamTimetable type="mid_term" label="Mid-Term Exam" />
    </section>
  );
}
