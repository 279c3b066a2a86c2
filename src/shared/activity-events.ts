// What each admin change on the Activity screen was, by its route (issue 27.16, decision 053):
// the screen writes "who did what to whom" in the reader's language from these. The route stays
// in the record and the CSV; the sentence is only how the screen says it.

/** The sentence an event is told with (`admin-people:activity.sentences.<key>`). */
export type ActivitySentence =
  | 'registered'
  | 'importedStudents'
  | 'editedDetails'
  | 'deleted'
  | 'approved'
  | 'rejected'
  | 'resetPassword'
  | 'endedSessions'
  | 'enrolledInCourse'
  | 'endedEnrolment'
  | 'movedToBatch'
  | 'changedPlan'
  | 'recordedPayment'
  | 'reversed'
  | 'added'
  | 'edited'
  | 'posted'
  | 'markedMessage'
  | 'scheduled'
  | 'enteredMarks'
  | 'uploadedMarks'
  | 'publishedResults'
  | 'withdrewResults'
  | 'changedGradeScale'
  | 'changedAttendanceThreshold'
  | 'changedTeachersPublish'
  | 'addedQuestion'
  | 'changedPicture'
  | 'removedPicture'
  | 'importedQuestions'
  | 'created'
  | 'published'
  | 'withdrew'
  | 'corrected'
  | 'ownPassword'
  | 'ownLanguage'
  | 'cancelledClass'
  | 'restoredClass'
  | 'savedAttendance'
  | 'addedSlot'
  | 'editedSlot'
  | 'deletedSlot';

/** What the change was made to: how its name is put in the sentence, or said when unknown. */
export type ActivitySubjectKind =
  | 'student'
  | 'course'
  | 'teacher'
  | 'notice'
  | 'message'
  | 'exam'
  | 'test'
  | 'question'
  | 'payment'
  /** 'Course: Batch' (decision 059). */
  | 'batch'
  /** 'Student (ID) → Course: Batch': an enrolment put in a batch. */
  | 'placement'
  /** 'Name (yyyy-mm-dd)': a day the academy is closed (decision 062). */
  | 'holiday';

export type ActivityEvent = { sentence: ActivitySentence; subject?: ActivitySubjectKind };

const e = (sentence: ActivitySentence, subject?: ActivitySubjectKind): ActivityEvent =>
  subject ? { sentence, subject } : { sentence };

/** Every admin change by `METHOD route` (the route as registered, with its `:params`). */
const activityEvents: Readonly<Record<string, ActivityEvent>> = {
  'POST /api/register-student': e('registered', 'student'),
  'POST /api/admin/students/import': e('importedStudents'),
  'PUT /api/students/:id': e('editedDetails', 'student'),
  'DELETE /api/students/:id': e('deleted', 'student'),
  'POST /api/students/:id/approve': e('approved', 'student'),
  'POST /api/students/:id/reject': e('rejected', 'student'),
  'POST /api/students/:id/reset-password': e('resetPassword', 'student'),
  'POST /api/students/:id/end-sessions': e('endedSessions', 'student'),
  'POST /api/students/:id/enrolments': e('enrolledInCourse', 'student'),
  'POST /api/enrolments/:id/end': e('endedEnrolment', 'student'),
  // Batches (decision 059): "added batch Morning A of Tally Prime", "moved … to batch … of …".
  'POST /api/enrolments/:id/batch': e('movedToBatch', 'placement'),
  'POST /api/batches': e('added', 'batch'),
  'PUT /api/batches/:id': e('edited', 'batch'),
  'DELETE /api/batches/:id': e('deleted', 'batch'),
  // One class called off or restored (decision 063): "cancelled a class of batch … of …".
  'POST /api/classes/:slotId/:on/cancellation': e('cancelledClass', 'batch'),
  'DELETE /api/classes/:slotId/:on/cancellation': e('restoredClass', 'batch'),
  // The admin's correction of a class's sheet writes its own line (attendance.saved, decision
  // 064); this names it where a line is told by its route.
  'PUT /api/classes/:slotId/:on/register': e('savedAttendance', 'batch'),
  // The timetable (decision 062): a slot is told by its batch, "added a class to … of …".
  'POST /api/batches/:id/slots': e('addedSlot', 'batch'),
  'PUT /api/slots/:id': e('editedSlot', 'batch'),
  'DELETE /api/slots/:id': e('deletedSlot', 'batch'),
  'POST /api/holidays': e('added', 'holiday'),
  'DELETE /api/holidays/:id': e('deleted', 'holiday'),

  'PUT /api/admin/fees/accounts/:enrolmentId/plan': e('changedPlan', 'student'),
  'POST /api/admin/fees/accounts/:enrolmentId/payments': e('recordedPayment', 'student'),
  'POST /api/admin/fees/payments/:id/reverse': e('reversed', 'payment'),

  'POST /api/courses': e('added', 'course'),
  'PUT /api/courses/:id': e('edited', 'course'),
  'DELETE /api/courses/:id': e('deleted', 'course'),
  'POST /add-teacher': e('added', 'teacher'),
  'PUT /update-teacher/:id': e('edited', 'teacher'),
  'DELETE /delete-teacher/:id': e('deleted', 'teacher'),
  // "Give login" and "Reset password" (issue 21.1) both set a new one-time password.
  'POST /api/teachers/:id/login': e('resetPassword', 'teacher'),
  'POST /api/notices': e('posted', 'notice'),
  'DELETE /api/notices/:id': e('deleted', 'notice'),
  'PATCH /api/messages/:id': e('markedMessage', 'message'),
  'DELETE /api/messages/:id': e('deleted', 'message'),

  'POST /api/admin/exams': e('scheduled', 'exam'),
  'PUT /api/admin/exams/:id': e('edited', 'exam'),
  'DELETE /api/admin/exams/:id': e('deleted', 'exam'),
  'PUT /api/admin/exams/:id/marks': e('enteredMarks', 'exam'),
  'POST /api/admin/exams/:id/marks.csv': e('uploadedMarks', 'exam'),
  'POST /api/admin/exams/:id/publish': e('publishedResults', 'exam'),
  'POST /api/admin/exams/:id/unpublish': e('withdrewResults', 'exam'),
  'PUT /api/admin/grade-scale': e('changedGradeScale'),
  'PUT /api/settings/attendance': e('changedAttendanceThreshold'),
  'PUT /api/admin/exam-settings/teachers-publish': e('changedTeachersPublish'),
  // A teacher's marks (issue 21.1): the row names the teacher as who.
  'PUT /api/teacher/exams/:id/marks': e('enteredMarks', 'exam'),
  'POST /api/teacher/exams/:id/publish': e('publishedResults', 'exam'),

  'POST /api/admin/mock-questions': e('addedQuestion', 'question'),
  'PUT /api/admin/mock-questions/:id': e('edited', 'question'),
  'DELETE /api/admin/mock-questions/:id': e('deleted', 'question'),
  'PUT /api/admin/mock-questions/:id/image': e('changedPicture', 'question'),
  'DELETE /api/admin/mock-questions/:id/image': e('removedPicture', 'question'),
  'POST /api/admin/mock-questions/import': e('importedQuestions'),
  'POST /api/admin/mock-tests': e('created', 'test'),
  'PUT /api/admin/mock-tests/:id': e('edited', 'test'),
  'DELETE /api/admin/mock-tests/:id': e('deleted', 'test'),
  'POST /api/admin/mock-tests/:id/publish': e('published', 'test'),
  'POST /api/admin/mock-tests/:id/unpublish': e('withdrew', 'test'),
  'POST /api/admin/mock-tests/:id/questions/:questionId/correction': e('corrected', 'test'),

  'POST /api/account/password': e('ownPassword'),
  'POST /api/account/first-password': e('ownPassword'),
  'PUT /api/account/language': e('ownLanguage'),
};

/** The event of an admin change, or undefined for a route this table does not know yet. */
export function activityEventOf(method: string, route: string): ActivityEvent | undefined {
  return activityEvents[`${method} ${route}`];
}
