import type { CourseSeed } from '../course-seed';

export const accountsCourses: CourseSeed[] = [
  {
    slug: 'tally-prime-gst',
    name: 'Tally Prime with GST',
    code: 'AC-201',
    price: 9000,
    duration: '3 months',
    timings: 'Mon–Sat, 9:00–10:30 am or 5:00–6:30 pm',
    summary:
      'Keep the books of a trading or manufacturing business in Tally Prime, with GST returns and payroll.',
    covers: [
      'Company creation, ledgers and vouchers',
      'Inventory, godowns and stock reports',
      'GST invoicing, GSTR-1 and GSTR-3B',
      'TDS and payroll',
      'Bank reconciliation',
      'Balance sheet and profit and loss reports',
    ],
  },
  {
    slug: 'advanced-excel',
    name: 'Advanced Excel',
    code: 'AC-202',
    price: 6500,
    duration: '6 weeks',
    timings: 'Mon–Fri, 7:00–8:30 pm',
    summary:
      'Turn raw data into reports and dashboards with the Excel skills every office job asks for.',
    covers: [
      'Formulas, references and named ranges',
      'VLOOKUP, XLOOKUP, INDEX and MATCH',
      'Pivot tables and pivot charts',
      'Data validation and conditional formatting',
      'Dashboards for sales and accounts',
      'An introduction to macros',
    ],
  },
  {
    slug: 'gst-practitioner',
    name: 'GST Practitioner',
    code: 'AC-203',
    price: 12000,
    duration: '2 months',
    timings: 'Mon–Fri, 11:00 am–1:00 pm',
    summary:
      'Handle GST registration, returns and compliance for clients, and prepare for the GSTP exam.',
    covers: [
      'GST law: supply, place of supply and input tax credit',
      'Registration and amendments on the GST portal',
      'Filing GSTR-1, GSTR-3B and annual returns',
      'E-way bills and e-invoicing',
      'Notices, refunds and reconciliation',
      'GSTP exam preparation',
    ],
  },
  {
    slug: 'income-tax-return-filing',
    name: 'Income Tax Return Filing',
    code: 'AC-204',
    price: 7500,
    duration: '6 weeks',
    timings: 'Sat–Sun, 9:00 am–12:00 pm',
    summary:
      'Compute income tax and file returns for salaried people, shopkeepers and farmers with side income.',
    covers: [
      'Heads of income and the old and new tax regimes',
      'Deductions under Chapter VI-A',
      'Filing ITR-1, ITR-2 and ITR-4 online',
      'TDS, Form 16 and Form 26AS',
      'Advance tax and notices',
    ],
  },
];
