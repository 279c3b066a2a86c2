import type { CourseSeed } from '../course-seed';

export const coachingCourses: CourseSeed[] = [
  {
    slug: 'primary-classes-1-5',
    name: 'Classes 1–5 (Primary)',
    code: 'CL-401',
    price: 2000,
    duration: 'Monthly, full academic session',
    timings: 'Mon–Fri, 3:30–5:00 pm',
    summary:
      'Caring after-school tuition that builds strong reading, writing and number skills, with homework support.',
    covers: [
      'English reading and handwriting',
      'Mathematics: number sense, tables and mental maths',
      'Punjabi and Hindi',
      'Environmental studies',
      'Daily homework help and monthly parent updates',
    ],
  },
  {
    slug: 'middle-classes-6-8',
    name: 'Classes 6–8 (Middle)',
    code: 'CL-402',
    price: 2800,
    duration: 'Monthly, full academic session',
    timings: 'Mon–Fri, 4:00–6:00 pm',
    summary:
      'Concept-first teaching of mathematics and science for PSEB and CBSE students, with weekly tests.',
    covers: [
      'Mathematics with regular practice worksheets',
      'Science with simple experiments',
      'English grammar and writing',
      'Social science',
      'Weekly tests and a report card every month',
    ],
  },
  {
    slug: 'secondary-classes-9-10',
    name: 'Classes 9–10 (Secondary)',
    code: 'CL-403',
    price: 3500,
    duration: 'Monthly, full academic session',
    timings: 'Mon–Sat, 5:00–7:30 pm',
    summary:
      'Board-exam focused coaching for Class 9 and 10 with NCERT and PSEB syllabus coverage and sample papers.',
    covers: [
      'Mathematics (standard and basic)',
      'Science: physics, chemistry and biology',
      'English and Punjabi',
      'Social science',
      'Pre-board exams and previous years’ papers',
    ],
  },
  {
    slug: 'senior-secondary-classes-11-12',
    name: 'Classes 11–12 (Senior Secondary)',
    code: 'CL-404',
    price: 4500,
    duration: 'Monthly, full academic session',
    timings: 'Mon–Sat, 6:30–9:00 am or 5:00–8:00 pm',
    summary:
      'Medical, non-medical and commerce streams for Class 11 and 12, with board preparation and NEET and JEE basics.',
    covers: [
      'Physics, chemistry, mathematics and biology',
      'Accountancy, economics and business studies',
      'English core',
      'Board practicals and viva preparation',
      'Chapter tests and doubt-clearing sessions',
    ],
  },
];
