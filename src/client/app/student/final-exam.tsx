import { academy } from '../../../shared/academy';
import { ExamTimetable } from '../../features/exams/components/exam-timetable';

export function meta() {
  return [{ title: `Final Exam · ${academy.name}` }];
}

/** /Sdashboard/FinalExam: the student's final exams. */
export default function StudentFinalExam() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Final Exam</h1>
      <ExamTimetable type="final" label="Final Exam" />
    </section>
  );
}
