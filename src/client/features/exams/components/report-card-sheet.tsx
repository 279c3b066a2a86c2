import { academy } from '#shared/academy.ts';
import type { ReportCard } from '#shared/exam-results.ts';
import { formatDate } from '#shared/format.ts';
import { isLanguage, Trans, useTranslation, type Language } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { courseDuration } from '#client/lib/course-duration.ts';
import { marksText } from '../lib/marks-text';

const address = [
  academy.address.street,
  academy.address.city,
  `${academy.address.region} ${academy.address.postalCode}`,
].join(', ');

/** The name of an exam or of a card's group, by kind (literal keys for the locale check). */
const kindKeys = {
  mid_term: 'reportCard.kinds.mid_term',
  final: 'reportCard.kinds.final',
  overall: 'reportCard.kinds.overall',
} as const satisfies Record<ReportCard['cards'][number]['kind'], string>;

/** One student's report card: a printed A4 page (the print stylesheet breaks after each). */
export function ReportCardSheet({ report, issued }: { report: ReportCard; issued: Date }) {
  const { t, i18n } = useTranslation('documents');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const overall = report.cards.find((c) => c.kind === 'overall') ?? report.cards.at(-1);
  const exams = report.cards.filter((c) => c.kind !== 'overall').flatMap((c) => c.exams);
  const courseName = useCourseName()(report.course.name, report.course.id);
  const result = (passed: boolean) => (passed ? t('reportCard.pass') : t('reportCard.fail'));
  return (
    <article
      className="report-card"
      lang={language}
      aria-label={t('reportCard.label', { name: report.student.name })}
    >
      <header className="report-card__head">
        <div>
          <p className="report-card__academy">{academy.name}</p>
          <p className="report-card__address">
            {address} · {academy.phone} · {academy.email}
          </p>
        </div>
        <h1 className="report-card__title">{t('reportCard.title')}</h1>
      </header>

      <dl className="report-card__who">
        <div>
          <dt>{t('reportCard.studentName')}</dt>
          <dd lang="und" className="report-card__name">
            {report.student.name}
          </dd>
        </div>
        <div>
          <dt>{t('reportCard.studentId')}</dt>
          <dd>{report.student.studentId}</dd>
        </div>
        <div>
          <dt>{t('reportCard.fatherName')}</dt>
          <dd lang="und">{report.student.fatherName || '—'}</dd>
        </div>
        <div>
          <dt>{t('reportCard.course')}</dt>
          <dd>
            {courseName} ({report.course.code})
            {report.course.duration ? `, ${courseDuration(report.course.duration)}` : ''}
          </dd>
        </div>
      </dl>

      <table className="report-card__table">
        <thead>
          <tr>
            <th scope="col">{t('reportCard.columns.exam')}</th>
            <th scope="col">{t('reportCard.columns.subject')}</th>
            <th scope="col">{t('reportCard.columns.date')}</th>
            <th scope="col" className="num">
              {t('reportCard.columns.marks')}
            </th>
            <th scope="col" className="num">
              {t('reportCard.columns.total')}
            </th>
            <th scope="col">{t('reportCard.columns.grade')}</th>
            <th scope="col">{t('reportCard.columns.result')}</th>
          </tr>
        </thead>
        <tbody>
          {exams.map((e) => (
            <tr key={e.examId}>
              <td>{t(kindKeys[e.type])}</td>
              <td>{e.subject}</td>
              <td className="report-card__date">{formatDate(e.date, language)}</td>
              {e.taken ? (
                <>
                  <td className="num">
                    {e.absent ? t('reportCard.absent') : marksText(e.obtained ?? 0)}
                  </td>
                  <td className="num">{e.totalMarks}</td>
                  <td>{e.grade ?? '—'}</td>
                  <td>{result(e.passed)}</td>
                </>
              ) : (
                <td colSpan={4}>{t('enrolmentDates.notTaken')}</td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {report.cards.map((c) => (
            <tr key={c.kind}>
              <th scope="row" colSpan={3}>
                {c.rank === null
                  ? t('enrolmentDates.notRanked', { label: t(kindKeys[c.kind]) })
                  : t('reportCard.rankOf', {
                      label: t(kindKeys[c.kind]),
                      rank: c.rank,
                      of: c.rankedOf,
                    })}
              </th>
              <td className="num">{marksText(c.obtained)}</td>
              <td className="num">{c.total}</td>
              <td>{c.grade}</td>
              <td>{result(c.passed)}</td>
            </tr>
          ))}
        </tfoot>
      </table>

      {overall && (
        <p className="report-card__summary">
          <Trans
            t={t}
            i18nKey={overall.rank === null ? 'enrolmentDates.summaryNoRank' : 'reportCard.summary'}
            values={{
              label: t(kindKeys[overall.kind]),
              obtained: marksText(overall.obtained),
              total: overall.total,
              percentage: overall.percentage,
              grade: overall.grade,
              result: result(overall.passed),
              rank: overall.rank,
              of: overall.rankedOf,
            }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}

      <footer className="report-card__foot">
        <span>
          {t('reportCard.footer', {
            scale: report.scale.name,
            date: formatDate(issued, language),
          })}
        </span>
        <span className="report-card__sign">{t('reportCard.principal')}</span>
      </footer>
    </article>
  );
}
