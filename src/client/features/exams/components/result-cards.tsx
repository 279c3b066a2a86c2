import './results.css';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import { type ReportCard, type ResultCard } from '#shared/exam-results.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useStudentResults } from '../api/student-exams';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { marksText } from '../lib/marks-text';

function Card({ card }: { card: ResultCard }) {
  const { t } = useTranslation('student');
  const kindLabel: Record<ResultCard['kind'], string> = {
    mid_term: t('results.kinds.midTerm'),
    final: t('results.kinds.final'),
    overall: t('results.kinds.overall'),
  };
  const label = kindLabel[card.kind] ?? card.label;
  return (
    <article className="result-card" aria-label={t('results.cardLabel', { label })}>
      <h3 className="result-card__title">{label}</h3>
      <p className="result-card__marks">
        <span className="result-card__obtained">{marksText(card.obtained)}</span>
        <span> / {card.total}</span>
      </p>
      <dl className="result-card__facts">
        <div>
          <dt>{t('results.percentage')}</dt>
          <dd>{card.percentage}%</dd>
        </div>
        <div>
          <dt>{t('results.grade')}</dt>
          <dd>{card.grade}</dd>
        </div>
        <div>
          <dt>{t('results.status')}</dt>
          <dd>
            <Chip
              size="small"
              label={card.passed ? t('results.pass') : t('results.fail')}
              color={card.passed ? 'success' : 'error'}
            />
          </dd>
        </div>
        <div>
          <dt>{t('results.rank')}</dt>
          <dd>
            {card.rank === null
              ? t('enrolmentDates.notRanked')
              : t('results.rankOf', { rank: card.rank, of: card.rankedOf })}
          </dd>
        </div>
      </dl>
      <ul className="result-card__exams">
        {card.exams.map((e) => (
          <li key={e.examId}>
            <span>{e.subject}</span>
            <span>
              {!e.taken
                ? t('enrolmentDates.notTaken')
                : e.absent
                  ? t('results.absent')
                  : `${marksText(e.obtained ?? 0)} / ${e.totalMarks}`}
              {e.grade ? ` · ${e.grade}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function CourseResults({ report }: { report: ReportCard }) {
  const { t } = useTranslation('student');
  const courseName = useCourseName()(report.course.name, report.course.id);
  return (
    <section className="result-course" aria-label={courseName}>
      <div className="result-course__head">
        <h2 className="result-course__name">{courseName}</h2>
        {report.cards.length > 0 && (
          <Button
            component={Link}
            to={`/print/report-card/${report.course.id}`}
            variant="outlined"
            size="small"
            startIcon={<PrintIcon />}
          >
            {t('results.reportCard')}
          </Button>
        )}
      </div>
      {report.cards.length === 0 ? (
        <div className="dash-empty">
          <p>{t('results.noResults')}</p>
        </div>
      ) : (
        <>
          <div className="result-cards">
            {report.cards.map((card) => (
              <Card key={card.kind} card={card} />
            ))}
          </div>
          <p className="result-course__scale">{t('results.scale', { scale: report.scale.name })}</p>
        </>
      )}
    </section>
  );
}

/** Result: a card per exam type and an overall card, for each of the student's courses. */
export function ResultCards() {
  const results = useStudentResults();
  const { t } = useTranslation('student');
  return (
    <QueryView
      query={results}
      loadingLabel={t('results.loading')}
      errorMessage={t('results.error')}
    >
      {({ courses }) =>
        courses.length === 0 ? (
          <div className="dash-empty">
            <p>{t('results.notEnrolled')}</p>
          </div>
        ) : (
          courses.map((report) => <CourseResults key={report.course.id} report={report} />)
        )
      }
    </QueryView>
  );
}
