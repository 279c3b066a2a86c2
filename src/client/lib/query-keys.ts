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
} as const;
