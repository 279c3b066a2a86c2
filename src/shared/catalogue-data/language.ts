import type { CourseSeed } from '../course-seed';

export const languageCourses: CourseSeed[] = [
  {
    slug: 'ielts-preparation',
    name: 'IELTS Preparation',
    code: 'LG-801',
    price: 12000,
    duration: '8 weeks',
    timings: 'Mon–Sat, 8:00–10:00 am, 12:00–2:00 pm or 5:00–7:00 pm',
    summary:
      'Reach your target band for study or migration to Canada, Australia or the UK, in the Academic or General module.',
    covers: [
      'Listening and reading strategies',
      'Writing tasks 1 and 2 with feedback',
      'Speaking practice with trainers',
      'Vocabulary and grammar for a higher band',
      'Weekly full mock tests',
    ],
  },
  {
    slug: 'pte-academic',
    name: 'PTE Academic',
    code: 'LG-802',
    price: 11000,
    duration: '6 weeks',
    timings: 'Mon–Sat, 10:00 am–12:00 pm or 3:00–5:00 pm',
    summary:
      'Score well in the computer-based PTE Academic with templates, practice and mock tests.',
    covers: [
      'Speaking: read aloud, repeat sentence and describe image',
      'Writing: summarise text and essay',
      'Reading and listening item types',
      'Scoring strategies and templates',
      'Computer-lab mock tests',
    ],
  },
  {
    slug: 'spoken-english',
    name: 'Spoken English',
    code: 'LG-803',
    price: 6000,
    duration: '3 months',
    timings: 'Mon–Fri, 7:00–8:00 am or 6:00–7:00 pm',
    summary:
      'Speak fluent, correct English at work and in daily life, starting from Punjabi or Hindi.',
    covers: [
      'Everyday conversation practice',
      'Grammar you can use while speaking',
      'Pronunciation and vocabulary',
      'Telephone and office English',
      'Interviews and group discussions',
    ],
  },
  {
    slug: 'french-a1-a2',
    name: 'French A1–A2',
    code: 'LG-804',
    price: 15000,
    duration: '4 months',
    timings: 'Tue, Thu and Sat, 6:00–8:00 pm',
    summary:
      'Beginner French for study and Canadian immigration, leading to the TEF and DELF A2 level.',
    covers: [
      'Pronunciation and everyday phrases',
      'Grammar and verb tenses',
      'Reading and writing short texts',
      'Listening and speaking practice',
      'TEF Canada and DELF exam orientation',
    ],
  },
];
