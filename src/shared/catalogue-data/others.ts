import type { CourseSeed } from '../course-seed';

export const otherCourses: CourseSeed[] = [
  {
    slug: 'general-duty-assistant',
    name: 'General Duty Assistant',
    code: 'OT-601',
    price: 16000,
    duration: '4 months',
    timings: 'Mon–Sat, 9:00 am–1:00 pm',
    summary:
      'Train as a hospital general duty assistant caring for patients, with a hospital internship in Ludhiana.',
    covers: [
      'Patient care, hygiene and comfort',
      'Vital signs and basic first aid',
      'Infection control and biomedical waste',
      'Patient movement and bed making',
      'Hospital internship and placement support',
    ],
  },
  {
    slug: 'hospital-front-office',
    name: 'Hospital Front Office',
    code: 'OT-602',
    price: 12000,
    duration: '3 months',
    timings: 'Mon–Fri, 2:00–5:00 pm',
    summary:
      'Run the reception and billing desk of a hospital or clinic: appointments, admissions and insurance.',
    covers: [
      'Patient registration and appointments',
      'Hospital software and records',
      'Billing, TPA and health insurance claims',
      'Communication and patient etiquette',
      'Medical terminology basics',
    ],
  },
  {
    slug: 'hotel-front-office-and-housekeeping',
    name: 'Hotel Front Office and Housekeeping',
    code: 'OT-603',
    price: 14000,
    duration: '3 months',
    timings: 'Mon–Sat, 10:00 am–1:00 pm',
    summary:
      'Start a career in hotels and resorts with front desk and housekeeping skills and an industry visit.',
    covers: [
      'Reservations, check-in and check-out',
      'Guest relations and grooming',
      'Room cleaning standards and linen',
      'Hotel software basics',
      'Industry visit and interview preparation',
    ],
  },
  {
    slug: 'food-and-beverage-service',
    name: 'Food and Beverage Service',
    code: 'OT-604',
    price: 11000,
    duration: '2 months',
    timings: 'Mon–Sat, 3:00–6:00 pm',
    summary:
      'Serve guests in restaurants, banquets and weddings with professional table service skills.',
    covers: [
      'Restaurant and banquet set-up',
      'Table service and order taking',
      'Beverages and their service',
      'Hygiene and guest handling',
      'Event and wedding service practice',
    ],
  },
  {
    slug: 'basic-computer-course',
    name: 'Basic Computer Course',
    code: 'OT-605',
    price: 4500,
    duration: '2 months',
    timings: 'Mon–Sat, any one hour between 8:00 am and 7:00 pm',
    summary:
      'Use a computer with confidence for work and daily life, with Punjabi and English typing.',
    covers: [
      'Windows, files and folders',
      'MS Word, Excel and PowerPoint',
      'Internet, e-mail and online forms',
      'Punjabi (Raavi) and English typing',
      'Digital payments and online safety',
    ],
  },
];
