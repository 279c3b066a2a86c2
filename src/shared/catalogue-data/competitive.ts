import type { CourseSeed } from '../course-seed';

export const competitiveCourses: CourseSeed[] = [
  {
    slug: 'punjab-police-constable',
    name: 'Punjab Police Constable',
    code: 'CC-301',
    price: 15000,
    duration: '4 months',
    timings: 'Mon–Sat, 7:00–10:00 am',
    summary:
      'Complete written-exam preparation for Punjab Police constable recruitment, with physical test guidance.',
    covers: [
      'General awareness and Punjab history and culture',
      'Quantitative aptitude and reasoning',
      'Punjabi (Gurmukhi) qualifying paper',
      'Digital literacy and computer basics',
      'Weekly full-length mock tests',
      'Physical screening test guidance',
    ],
  },
  {
    slug: 'psssb-clerk-patwari',
    name: 'PSSSB Clerk and Patwari',
    code: 'CC-302',
    price: 14000,
    duration: '4 months',
    timings: 'Mon–Sat, 11:00 am–2:00 pm',
    summary:
      'Prepare for Punjab Subordinate Services Selection Board exams for clerk, patwari and junior assistant posts.',
    covers: [
      'General knowledge and current affairs of Punjab',
      'English and Punjabi grammar',
      'Mental ability and reasoning',
      'Computer awareness and typing practice',
      'Previous papers and sectional tests',
    ],
  },
  {
    slug: 'ppsc-pcs-foundation',
    name: 'PPSC PCS Foundation',
    code: 'CC-303',
    price: 55000,
    duration: '10 months',
    timings: 'Mon–Sat, 3:00–6:00 pm',
    summary:
      'A foundation course for the Punjab Civil Services preliminary and main exams, with answer-writing practice.',
    covers: [
      'History, geography and polity of India and Punjab',
      'Indian economy and current affairs',
      'CSAT: comprehension, reasoning and numeracy',
      'Answer writing for the main exam',
      'Essay and Punjabi language papers',
      'Monthly test series with evaluation',
    ],
  },
  {
    slug: 'banking-and-ssc',
    name: 'Banking and SSC',
    code: 'CC-304',
    price: 18000,
    duration: '5 months',
    timings: 'Mon–Sat, 8:00–11:00 am or 4:00–7:00 pm',
    summary:
      'Crack IBPS, SBI and SSC CGL and CHSL exams with speed-building classes and daily practice.',
    covers: [
      'Quantitative aptitude and data interpretation',
      'Reasoning ability and puzzles',
      'English language and comprehension',
      'Banking and general awareness',
      'Computer knowledge',
      'Online mock tests in the real exam pattern',
    ],
  },
  {
    slug: 'nda-written-exam',
    name: 'NDA Written Exam',
    code: 'CC-305',
    price: 30000,
    duration: '6 months',
    timings: 'Mon–Sat, 4:00–7:00 pm',
    summary:
      'Prepare for the UPSC National Defence Academy written exam, with SSB interview orientation.',
    covers: [
      'Mathematics: algebra, trigonometry, calculus and statistics',
      'General ability: English',
      'Physics, chemistry, history and geography',
      'Current affairs and defence news',
      'SSB interview and personality orientation',
    ],
  },
];
