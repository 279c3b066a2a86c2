import './results.css';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import { examMessages, type ReportCard, type ResultCard } from '../../../../shared/exams';
import { QueryView } from '../../../components/dashboard/query-view';
import { useStudentResults } from '../api/student-exams';
import { marksText } from '../lib/marks-text';

function Card({ card }: { card: ResultCard }) {
  return (
    <article className="result-card" aria-label={`${card.label} result`}>
      <h3 className="result-card__title">{card.label}</h3>
      <p className="result-card__marks">
        <span className="result-card__obtained">{marksText(card.obtained)}</span>
        <span> / {card.total}</span>
      </p>
      <dl className="result-card__facts">
        <div>
          <dt>Percentage</dt>
          <dd>{card.percentage}%</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd>{card.grade}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Chip
              size="small"
              label={card.passed ? 'Pass' : 'Fail'}
              color={card.passed ? 'success' : 'error'}
            />
          </dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd>
            {card.rank} of {card.rankedOf}
          </dd>
        </div>
      </dl>
      <ul className="result-card__exams">
        {card.exams.map((e) => (
          <li key={e.examId}>
            <span>{e.subject}</span>
            <span>
              {e.absent ? 'Absent' : `${marksText(e.obtained ?? 0)} / ${e.totalMarks}`}
              {e.grade ? ` · ${e.grade}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function CourseResults({ report }: { report: ReportCard }) {
  return (
    <section className="result-course" aria-label={report.course.name}>
      <div className="result-course__head">
        <h2 className="result-course__name">{report.course.name}</h2>
        {report.cards.length > 0 && (
          <Button
            component={Link}
            to={`/print/report-card/${report.course.id}`}
            variant="outlined"
            size="small"
            startIcon={<PrintIcon />}
          >
            Report card
          </Button>
        )}
      </div>
      {report.cards.length === 0 ? (
        <div className="dash-empty">
          <p>{examMessages.noResults}</p>
        </div>
      ) : (
        <>
          <div className="result-cards">
            {report.cards.map((card) => (
              <Card key={card.kind} card={card} />
            ))}
          </div>
          <p className="result-course__scale">Grades on the {report.scale.name} scale.</p>
        </>
      )}
    </section>
  );
}

/** Result: a card per exam type and an overall card, for each of the student's courses. */
export function ResultCards() {
  const results = useStudentResults();
  return (
    <QueryView
      query={results}
      loadingLabel="Loading results"
      errorMessage="Could not load your results. Please try again."
    >
      {({ courses }) =>
        courses.length === 0 ? (
          <div className="dash-empty">
            <p>You are not enrolled in a course, so there are no results.</p>
          </div>
        ) : (
          courses.map((report) => <CourseResults key={report.course.id} report={report} />)
        )
      }
    </QueryView>
  );
}
