import { academy } from '../../../../shared/academy';
import { examTypeLabels, type ReportCard } from '../../../../shared/exams';
import { formatDate } from '../../../../shared/format';
import { marksText } from '../lib/marks-text';

const address = [
  academy.address.street,
  academy.address.city,
  `${academy.address.region} ${academy.address.postalCode}`,
].join(', ');

/** One student's report card: a printed A4 page (the print stylesheet breaks after each). */
export function ReportCardSheet({ report, issued }: { report: ReportCard; issued: Date }) {
  const overall = report.cards.find((c) => c.kind === 'overall') ?? report.cards.at(-1);
  const exams = report.cards.filter((c) => c.kind !== 'overall').flatMap((c) => c.exams);
  return (
    <article className="report-card" aria-label={`Report card of ${report.student.name}`}>
      <header className="report-card__head">
        <div>
          <p className="report-card__academy">{academy.name}</p>
          <p className="report-card__address">
            {address} · {academy.phone} · {academy.email}
          </p>
        </div>
        <h1 className="report-card__title">Report Card</h1>
      </header>

      <dl className="report-card__who">
        <div>
          <dt>Student Name</dt>
          <dd lang="und" className="report-card__name">
            {report.student.name}
          </dd>
        </div>
        <div>
          <dt>Student ID</dt>
          <dd>{report.student.studentId}</dd>
        </div>
        <div>
          <dt>Father’s Name</dt>
          <dd>{report.student.fatherName || '—'}</dd>
        </div>
        <div>
          <dt>Course</dt>
          <dd>
            {report.course.name} ({report.course.code})
            {report.course.duration ? `, ${report.course.duration}` : ''}
          </dd>
        </div>
      </dl>

      <table className="report-card__table">
        <thead>
          <tr>
            <th scope="col">Exam</th>
            <th scope="col">Subject</th>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Marks
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Grade</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {exams.map((e) => (
            <tr key={e.examId}>
              <td>{examTypeLabels[e.type]}</td>
              <td>{e.subject}</td>
              <td>{formatDate(e.date)}</td>
              <td className="num">{e.absent ? 'Absent' : marksText(e.obtained ?? 0)}</td>
              <td className="num">{e.totalMarks}</td>
              <td>{e.grade ?? '—'}</td>
              <td>{e.passed ? 'Pass' : 'Fail'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {report.cards.map((c) => (
            <tr key={c.kind}>
              <th scope="row" colSpan={3}>
                {c.label} (rank {c.rank} of {c.rankedOf})
              </th>
              <td className="num">{marksText(c.obtained)}</td>
              <td className="num">{c.total}</td>
              <td>{c.grade}</td>
              <td>{c.passed ? 'Pass' : 'Fail'}</td>
            </tr>
          ))}
        </tfoot>
      </table>

      {overall && (
        <p className="report-card__summary">
          {overall.label}: {marksText(overall.obtained)} / {overall.total} ({overall.percentage}%),
          grade {overall.grade}, <strong>{overall.passed ? 'Pass' : 'Fail'}</strong>, rank{' '}
          {overall.rank} of {overall.rankedOf}.
        </p>
      )}

      <footer className="report-card__foot">
        <span>
          Grades on the {report.scale.name} scale. Issued {formatDate(issued)}.
        </span>
        <span className="report-card__sign">Principal</span>
      </footer>
    </article>
  );
}
