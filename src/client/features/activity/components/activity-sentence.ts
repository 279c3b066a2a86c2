import type { ActivityRow } from '#shared/activity.ts';
import {
  activityEventOf,
  type ActivitySentence,
  type ActivitySubjectKind,
} from '#shared/activity-events.ts';
import { i18n } from '#client/lib/i18n.ts';

type Vars = { who: string; whom?: string };
type Say = (vars: Vars) => string;
type Name = (name: string) => string;

// Literal keys, so that the locales test sees each one the code asks for.
const sentences = (): Record<ActivitySentence, Say> => ({
  registered: (v) => i18n.t('admin-people:activity.sentences.registered', v),
  importedStudents: (v) => i18n.t('admin-people:activity.sentences.importedStudents', v),
  editedDetails: (v) => i18n.t('admin-people:activity.sentences.editedDetails', v),
  deleted: (v) => i18n.t('admin-people:activity.sentences.deleted', v),
  approved: (v) => i18n.t('admin-people:activity.sentences.approved', v),
  rejected: (v) => i18n.t('admin-people:activity.sentences.rejected', v),
  resetPassword: (v) => i18n.t('admin-people:activity.sentences.resetPassword', v),
  endedSessions: (v) => i18n.t('admin-people:activity.sentences.endedSessions', v),
  enrolledInCourse: (v) => i18n.t('admin-people:activity.sentences.enrolledInCourse', v),
  endedEnrolment: (v) => i18n.t('admin-people:activity.sentences.endedEnrolment', v),
  movedToBatch: (v) => i18n.t('admin-people:activity.sentences.movedToBatch', v),
  changedPlan: (v) => i18n.t('admin-people:activity.sentences.changedPlan', v),
  recordedPayment: (v) => i18n.t('admin-people:activity.sentences.recordedPayment', v),
  reversed: (v) => i18n.t('admin-people:activity.sentences.reversed', v),
  added: (v) => i18n.t('admin-people:activity.sentences.added', v),
  edited: (v) => i18n.t('admin-people:activity.sentences.edited', v),
  posted: (v) => i18n.t('admin-people:activity.sentences.posted', v),
  markedMessage: (v) => i18n.t('admin-people:activity.sentences.markedMessage', v),
  scheduled: (v) => i18n.t('admin-people:activity.sentences.scheduled', v),
  enteredMarks: (v) => i18n.t('admin-people:activity.sentences.enteredMarks', v),
  uploadedMarks: (v) => i18n.t('admin-people:activity.sentences.uploadedMarks', v),
  publishedResults: (v) => i18n.t('admin-people:activity.sentences.publishedResults', v),
  withdrewResults: (v) => i18n.t('admin-people:activity.sentences.withdrewResults', v),
  changedGradeScale: (v) => i18n.t('admin-people:activity.sentences.changedGradeScale', v),
  changedAttendanceThreshold: (v) =>
    i18n.t('admin-people:activity.sentences.changedAttendanceThreshold', v),
  changedTeachersPublish: (v) =>
    i18n.t('admin-people:activity.sentences.changedTeachersPublish', v),
  addedQuestion: (v) => i18n.t('admin-people:activity.sentences.addedQuestion', v),
  changedPicture: (v) => i18n.t('admin-people:activity.sentences.changedPicture', v),
  removedPicture: (v) => i18n.t('admin-people:activity.sentences.removedPicture', v),
  importedQuestions: (v) => i18n.t('admin-people:activity.sentences.importedQuestions', v),
  created: (v) => i18n.t('admin-people:activity.sentences.created', v),
  published: (v) => i18n.t('admin-people:activity.sentences.published', v),
  withdrew: (v) => i18n.t('admin-people:activity.sentences.withdrew', v),
  corrected: (v) => i18n.t('admin-people:activity.sentences.corrected', v),
  ownPassword: (v) => i18n.t('admin-people:activity.sentences.ownPassword', v),
  ownLanguage: (v) => i18n.t('admin-people:activity.sentences.ownLanguage', v),
  cancelledClass: (v) => i18n.t('admin-people:activity.sentences.cancelledClass', v),
  restoredClass: (v) => i18n.t('admin-people:activity.sentences.restoredClass', v),
  savedAttendance: (v) => i18n.t('admin-people:activity.sentences.savedAttendance', v),
  addedSlot: (v) => i18n.t('admin-people:activity.sentences.addedSlot', v),
  editedSlot: (v) => i18n.t('admin-people:activity.sentences.editedSlot', v),
  deletedSlot: (v) => i18n.t('admin-people:activity.sentences.deletedSlot', v),
});

const named = (): Record<ActivitySubjectKind, Name> => ({
  student: (name) => i18n.t('admin-people:activity.named.student', { name }),
  course: (name) => i18n.t('admin-people:activity.named.course', { name }),
  teacher: (name) => i18n.t('admin-people:activity.named.teacher', { name }),
  notice: (name) => i18n.t('admin-people:activity.named.notice', { name }),
  message: (name) => i18n.t('admin-people:activity.named.message', { name }),
  exam: (name) => i18n.t('admin-people:activity.named.exam', { name }),
  test: (name) => i18n.t('admin-people:activity.named.test', { name }),
  question: (name) => i18n.t('admin-people:activity.named.question', { name }),
  payment: (name) => i18n.t('admin-people:activity.named.payment', { name }),
  batch: namedBatch,
  placement: (name) => {
    // 'Student → Course: Batch'; the student alone when the batch was not known.
    const at = name.lastIndexOf(' → ');
    if (at < 0) return i18n.t('admin-people:activity.named.placementStudent', { name });
    const student = name.slice(0, at);
    const split = splitBatch(name.slice(at + 3));
    if (!split) return i18n.t('admin-people:activity.named.placementStudent', { name: student });
    return i18n.t('admin-people:activity.named.placement', { student, ...split });
  },
  holiday: (name) => i18n.t('admin-people:activity.named.holiday', { name }),
});

/** 'Course: Batch' as its parts (at the first ': '), or null when it is not so written. */
function splitBatch(name: string): { course: string; batch: string } | null {
  const at = name.indexOf(': ');
  return at > 0 ? { course: name.slice(0, at), batch: name.slice(at + 2) } : null;
}

function namedBatch(name: string): string {
  const split = splitBatch(name);
  return split
    ? i18n.t('admin-people:activity.named.batch', split)
    : i18n.t('admin-people:activity.named.batchWhole', { name });
}

const unnamed = (): Record<ActivitySubjectKind, string> => ({
  student: i18n.t('admin-people:activity.unnamed.student'),
  course: i18n.t('admin-people:activity.unnamed.course'),
  teacher: i18n.t('admin-people:activity.unnamed.teacher'),
  notice: i18n.t('admin-people:activity.unnamed.notice'),
  message: i18n.t('admin-people:activity.unnamed.message'),
  exam: i18n.t('admin-people:activity.unnamed.exam'),
  test: i18n.t('admin-people:activity.unnamed.test'),
  question: i18n.t('admin-people:activity.unnamed.question'),
  payment: i18n.t('admin-people:activity.unnamed.payment'),
  batch: i18n.t('admin-people:activity.unnamed.batch'),
  placement: i18n.t('admin-people:activity.unnamed.placement'),
  holiday: i18n.t('admin-people:activity.unnamed.holiday'),
});

/**
 * One line of the Activity screen as a sentence in the reader's language: who did what to whom
 * (issue 27.16, decision 053). The route it was made through stays in the row (shown beside it
 * and in the CSV); a change through a route the table does not know yet is "made a change".
 */
export function activitySentence(row: ActivityRow): string {
  const who = row.username || i18n.t('admin-people:activity.unknownUser');
  switch (row.action) {
    case 'login.success':
      return i18n.t('admin-people:activity.sentences.loggedIn', { who });
    case 'login.failure':
      return i18n.t('admin-people:activity.sentences.loginFailed', { who });
    case 'login.blocked':
      return i18n.t('admin-people:activity.sentences.loginBlocked', { who });
    case 'login.throttled':
      return i18n.t('admin-people:activitySecurity.sentences.loginThrottled', { who });
    case 'password.failure':
      return i18n.t('admin-people:activitySecurity.sentences.passwordFailure', { who });
    case 'logout':
      return i18n.t('admin-people:activity.sentences.loggedOut', { who });
    case 'forbidden':
      return i18n.t('admin-people:activity.sentences.refused', { who });
    case 'marks.after_publish':
      return i18n.t('admin-people:activity.marksAfterPublish.sentence', {
        who,
        what: row.subject,
      });
    case 'calendar_feed.created':
      return i18n.t('admin-people:activity.calendarFeed.createdSentence', { who });
    case 'calendar_feed.revoked':
      return i18n.t('admin-people:activity.calendarFeed.revokedSentence', { who });
    case 'attendance.saved':
      return i18n.t('admin-people:activity.attendanceSaved.sentence', { who, what: row.subject });
  }
  const event = activityEventOf(row.method, row.route);
  if (!event) return i18n.t('admin-people:activity.sentences.other', { who });
  const kind = event.subject;
  const whom = !kind ? undefined : row.subject ? named()[kind](row.subject) : unnamed()[kind];
  return sentences()[event.sentence]({ who, whom });
}
