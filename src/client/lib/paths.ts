import { href } from 'react-router';

/**
 * The dashboards' addresses, named: screens link through these, never through a written path.
 * Each goes through React Router's `href`, whose type knows the routes of `app/routes.ts`, so a
 * renamed or removed route fails the typecheck here rather than leaving a dead link.
 */
export const adminPaths = {
  home: href('/Sidebar'),
  students: href('/Sidebar/StudentData'),
  teachers: href('/Sidebar/TeacherData'),
  courses: href('/Sidebar/Library'),
  batches: href('/Sidebar/Batches'),
  /** A class's attendance sheet (issue 21.4): linked from the timetable's week view. */
  attendanceSheet: (slotId: number, on: string) =>
    href('/Sidebar/Attendance/:slotId/:on', { slotId: String(slotId), on }),
  attendance: href('/Sidebar/Attendance'),
  timetable: href('/Sidebar/Timetable'),
  timetableSlots: href('/Sidebar/Timetable/Slots'),
  timetableHolidays: href('/Sidebar/Timetable/Holidays'),
  applications: href('/Sidebar/StudentList'),
  notices: href('/Sidebar/Notice'),
  createNotice: href('/Sidebar/CreateNotice'),
  messages: href('/Sidebar/Messages'),
  exams: href('/Sidebar/Exams'),
  fees: href('/Sidebar/Fees'),
  feeReceipt: (id: number) => href('/Sidebar/Fees/receipts/:id', { id: String(id) }),
  mockTests: href('/Sidebar/MockTests'),
  mockQuestions: href('/Sidebar/MockTests/questions'),
  /** A test's builder; `new` for a test not saved yet. */
  mockTest: (id: number | 'new') => href('/Sidebar/MockTests/:testId', { testId: String(id) }),
  mockTestResults: (id: number) =>
    href('/Sidebar/MockTests/:testId/results', { testId: String(id) }),
  settings: href('/Sidebar/Settings'),
  activity: href('/Sidebar/Activity'),
};

/** The teacher portal (issue 21.1). */
export const teacherPaths = {
  home: href('/Tdashboard'),
  batches: href('/Tdashboard/Batches'),
  batch: (id: number) => href('/Tdashboard/Batches/:id', { id: String(id) }),
  timetable: href('/Tdashboard/Timetable'),
  notices: href('/Tdashboard/Notice'),
  attendance: href('/Tdashboard/Attendance'),
  exams: href('/Tdashboard/Exams'),
  sheet: (slotId: number, on: string) =>
    href('/Tdashboard/Attendance/:slotId/:on', { slotId: String(slotId), on }),
};

export const studentPaths = {
  home: href('/Sdashboard'),
  courses: href('/Sdashboard/CoursesCards'),
  mockTests: href('/Sdashboard/mocktest'),
  midTerm: href('/Sdashboard/MidTerm'),
  finalExam: href('/Sdashboard/FinalExam'),
  result: href('/Sdashboard/Result'),
  fee: href('/Sdashboard/fee'),
  attendance: href('/Sdashboard/Attendance'),
  timetable: href('/Sdashboard/Timetable'),
  feeReceipt: (id: number) => href('/Sdashboard/receipts/:id', { id: String(id) }),
  notices: href('/Sdashboard/Notice'),
  profile: href('/Sdashboard/Profile'),
  settings: href('/Sdashboard/Settings'),
};
