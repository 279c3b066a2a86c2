/** The About Us page's 'What We Offer' blocks, in the spec's order. */
export const offers = [
  {
    title: 'Academic programs',
    icon: '📘',
    text: 'Tuition for Classes 1 to 12 in PSEB, CBSE and ICSE syllabi, taught in small batches with weekly tests and monthly progress reports for parents.',
  },
  {
    title: 'Competitive exam training',
    icon: '🎯',
    text: 'Coaching for Punjab Police, PSSSB, PPSC, banking, SSC and NDA exams, with a full mock test every week in the real exam pattern.',
  },
  {
    title: 'Skill development',
    icon: '🛠️',
    text: 'Job-ready courses in web development, graphic design, digital marketing, Tally and GST, cooking and hospitality, with projects you can show an employer.',
  },
  {
    title: 'Career counseling',
    icon: '🧭',
    text: 'One-to-one guidance on streams after Class 10 and 12, government and private jobs, study abroad and the right course for your goals, free for every student.',
  },
  {
    title: 'Online learning',
    icon: '💻',
    text: 'A student portal with your courses, online mock tests, exam schedules, results and fee records, plus recorded classes for revision from home.',
  },
  {
    title: 'Extracurricular',
    icon: '🎨',
    text: 'Public speaking, debates, quiz contests, calligraphy and an annual cultural day, so students grow in confidence as well as marks.',
  },
  {
    title: 'Achievements',
    icon: '🏆',
    text: 'Since 2012 more than 12,000 students have trained with us; our students have joined Punjab Police, banks and IT companies, and scored 7+ bands in IELTS.',
  },
  {
    title: 'Why choose us',
    icon: '⭐',
    text: 'Experienced teachers, batches of at most 25, flexible morning and evening timings, fees in instalments and a free demo class before you join.',
  },
  {
    title: 'Infrastructure',
    icon: '🏫',
    text: 'Air-conditioned classrooms, two computer labs with 60 systems, a training kitchen, a library and reading room, CCTV and power backup.',
  },
  {
    title: 'Faculty',
    icon: '👩‍🏫',
    text: 'Qualified teachers and industry trainers: developers, designers, chartered accountants, certified IELTS trainers and chefs with years of experience.',
  },
  {
    title: 'Student-centric approach',
    icon: '🤝',
    text: 'Doubt sessions every day, extra classes for those who need them, regular parent meetings and a teacher who knows every student by name.',
  },
] as const;
