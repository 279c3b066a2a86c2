/**
 * Every query key of the app, in one place. Keys are trees: invalidating a branch (e.g.
 * `queryKeys.courses.all`) refreshes every query under it, so a screen that changes courses
 * refreshes the teacher dialog's and the registration form's course lists too, without one
 * feature knowing the other. Features take their keys from here; no literal key arrays elsewhere.
 */
export const queryKeys = {
  adminSummary: ['admin', 'summary'],
  courses: {
    all: ['courses'],
    /** `GET /api/courses`: the Library table. */
    list: ['courses', 'list'],
    /** `GET /get-courses`: id and name, for the teacher dialog and the registration form. */
    options: ['courses', 'options'],
    /** `GET /api/course-names?lang=`: names in a language (course-names.ts). */
    names: (language: string) => ['courses', 'names', language] as const,
  },
  batches: {
    all: ['batches'],
    /** `GET /api/batches?courseId=`: one course's batches, or every batch (null). */
    list: (courseId: number | null) => ['batches', 'list', courseId ?? 'all'] as const,
    /** `GET /api/enrolments/:id/batch-moves`: an enrolment's batch history. */
    moves: (enrolmentId: number) => ['batches', 'moves', enrolmentId] as const,
    /** `GET /api/students/:id/approval-batches`: an applicant's courses' batches and choices. */
    approval: (studentId: number) => ['batches', 'approval', studentId] as const,
  },
  teachers: {
    all: ['teachers'],
    list: ['teachers', 'list'],
  },
  students: {
    all: ['students'],
    list: ['students', 'list'],
    registrations: ['students', 'registrations'],
    one: (id: number) => ['students', 'one', id] as const,
  },
  notices: {
    all: ['notices'],
    list: ['notices', 'list'],
    count: ['notices', 'count'],
  },
  messages: {
    all: ['contact-messages'],
  },
  exams: {
    all: ['exams'],
    list: (courseId: number) => ['exams', 'list', courseId] as const,
    marks: (examId: number) => ['exams', 'marks', examId] as const,
    distribution: (examId: number) => ['exams', 'distribution', examId] as const,
    gradeScale: ['exams', 'grade-scale'],
    reportCards: (courseId: number) => ['exams', 'report-cards', courseId] as const,
    student: (type: string) => ['exams', 'student', type] as const,
    results: ['exams', 'results'],
    reportCard: (courseId: number) => ['exams', 'results', courseId] as const,
    /** The teacher portal's list (under 'exams': refreshed when marks are saved or published). */
    teacher: ['exams', 'teacher'],
  },
  attendance: {
    all: ['attendance'],
    classes: (days: number) => ['attendance', 'classes', days] as const,
    register: (api: string, slotId: number, on: string) =>
      ['attendance', 'register', api, slotId, on] as const,
  },
  /** The week views of the timetable (issue 21.3): the admin's, a teacher's, a student's. */
  timetableWeek: {
    all: ['timetable-week'],
    of: (who: string, query: string) => ['timetable-week', who, query] as const,
  },
  teacher: {
    batches: ['teacher', 'batches'],
    batch: (id: number) => ['teacher', 'batches', id] as const,
  },
  fees: {
    all: ['fees'],
    accounts: (status: 'all' | 'defaulters') => ['fees', 'accounts', status] as const,
    account: (enrolmentId: number) => ['fees', 'account', enrolmentId] as const,
    receipt: (scope: 'admin' | 'student', id: number) => ['fees', 'receipt', scope, id] as const,
    mine: ['fees', 'mine'],
    byMonth: (year: number | null) => ['fees', 'by-month', year] as const,
  },
  mockTests: {
    all: ['mock-tests'],
    student: {
      list: ['mock-tests', 'student', 'list'],
      test: (id: number) => ['mock-tests', 'student', 'test', id] as const,
      attempt: (id: number) => ['mock-tests', 'student', 'attempt', id] as const,
      result: (id: number) => ['mock-tests', 'student', 'result', id] as const,
      scores: ['mock-tests', 'student', 'scores'],
    },
    admin: {
      questions: ['mock-tests', 'admin', 'questions'],
      questionPage: (search: object) => ['mock-tests', 'admin', 'questions', search] as const,
      tests: ['mock-tests', 'admin', 'tests'],
      test: (id: number) => ['mock-tests', 'admin', 'tests', id] as const,
      results: (id: number) => ['mock-tests', 'admin', 'tests', id, 'results'] as const,
      stats: (id: number) => ['mock-tests', 'admin', 'tests', id, 'stats'] as const,
      attemptResult: (id: number) => ['mock-tests', 'admin', 'attempt', id] as const,
    },
  },
  /** The student portal's own reads (scoped to the session's student by the server). */
  student: {
    all: ['student'],
    courses: ['student', 'courses'],
    details: ['student', 'details'],
    search: (q: string) => ['student', 'search', q] as const,
  },
  activity: {
    all: ['activity'],
    /** `GET /api/admin/activity` with its filters' query string. */
    list: (search: string) => ['activity', 'list', search] as const,
  },
} as const;
