import type { QuestionFields } from '#shared/mock-question-bank.ts';

/** The demo mock tests' questions and instructions (loaded by demo-mock-tests.ts). */

type Mcq = [
  text: string,
  a: string,
  b: string,
  c: string,
  d: string,
  key: 'A' | 'B' | 'C' | 'D',
  why: string,
  topic: string,
];
type Num = [text: string, min: string, max: string, why: string, topic: string];

const mcq = (subject: string, difficulty: 'easy' | 'medium' | 'hard', q: Mcq): QuestionFields => ({
  type: 'mcq',
  text: q[0],
  options: { A: q[1], B: q[2], C: q[3], D: q[4] },
  correctOption: q[5],
  explanation: q[6],
  subject,
  topic: q[7],
  difficulty,
});
const num = (subject: string, difficulty: 'easy' | 'medium' | 'hard', q: Num): QuestionFields => ({
  type: 'numerical',
  text: q[0],
  range: { min: q[1], max: q[2] },
  explanation: q[3],
  subject,
  topic: q[4],
  difficulty,
});

export const physics = [
  mcq('Physics', 'easy', [
    'A car accelerates uniformly from rest to 20 m/s in 5 s. What distance does it cover in that time?',
    '25 m',
    '50 m',
    '100 m',
    '40 m',
    'B',
    'With uniform acceleration from rest, s = ½(u + v)t = ½ × 20 × 5 = 50 m.',
    'Kinematics',
  ]),
  mcq('Physics', 'medium', [
    'Two resistors of 6 Ω and 3 Ω are connected in parallel across a 12 V battery. What current does the battery supply?',
    '1.33 A',
    '4 A',
    '6 A',
    '2 A',
    'C',
    'The parallel resistance is 6 × 3 ÷ (6 + 3) = 2 Ω, so I = V ÷ R = 12 ÷ 2 = 6 A.',
    'Current Electricity',
  ]),
  mcq('Physics', 'medium', [
    'The escape velocity from the Earth is about 11.2 km/s. For a planet with the same density and twice the radius, it is about',
    '5.6 km/s',
    '11.2 km/s',
    '15.8 km/s',
    '22.4 km/s',
    'D',
    'vₑ = √(2GM/R) and M ∝ ρR³, so vₑ ∝ R√ρ: doubling R at the same density doubles vₑ.',
    'Gravitation',
  ]),
  num('Physics', 'hard', [
    'A body of mass 2 kg moving at 3 m/s collides head-on with a body of mass 1 kg at rest and they stick together. Find the kinetic energy lost, in joules.',
    '3',
    '3',
    'Common velocity = (2 × 3) ÷ 3 = 2 m/s. KE before = ½ × 2 × 9 = 9 J; after = ½ × 3 × 4 = 6 J; lost = 3 J.',
    'Laws of Motion',
  ]),
];

export const chemistry = [
  mcq('Chemistry', 'easy', [
    'Which of these has the largest atomic radius?',
    'Na',
    'Mg',
    'K',
    'Al',
    'C',
    'Atomic radius grows down a group and falls across a period; K is below Na in group 1.',
    'Periodic Table',
  ]),
  mcq('Chemistry', 'medium', [
    'The hybridisation of the carbon atoms in ethyne (C₂H₂) is',
    'sp',
    'sp²',
    'sp³',
    'sp³d',
    'A',
    'Each carbon forms a triple bond and one single bond: two σ bonds, so sp hybridisation (linear).',
    'Chemical Bonding',
  ]),
  mcq('Chemistry', 'medium', [
    'Which gas is evolved when zinc reacts with dilute sulphuric acid?',
    'Oxygen',
    'Hydrogen',
    'Sulphur dioxide',
    'Hydrogen sulphide',
    'B',
    'Zn + H₂SO₄ → ZnSO₄ + H₂: a metal above hydrogen displaces it from a dilute acid.',
    'Redox Reactions',
  ]),
  num('Chemistry', 'medium', [
    'What is the pH of a 0.001 M solution of HCl at 25 °C?',
    '3',
    '3',
    'HCl ionises completely, so [H⁺] = 10⁻³ M and pH = −log₁₀(10⁻³) = 3.',
    'Ionic Equilibrium',
  ]),
];

export const maths = [
  mcq('Mathematics', 'easy', [
    'If the roots of x² − 5x + k = 0 differ by 1, then k equals',
    '4',
    '6',
    '5',
    '9',
    'B',
    'Roots α, β with α + β = 5 and α − β = 1 give 3 and 2, so k = αβ = 6.',
    'Quadratic Equations',
  ]),
  mcq('Mathematics', 'medium', [
    'The value of ∫₀^{π/2} sin²x dx is',
    'π/2',
    'π/4',
    '1',
    '1/2',
    'B',
    'sin²x = (1 − cos 2x)/2; integrating from 0 to π/2 gives π/4.',
    'Definite Integrals',
  ]),
  mcq('Mathematics', 'hard', [
    'How many 4-digit numbers can be formed from the digits 0, 1, 2, 3, 4 without repetition?',
    '120',
    '96',
    '100',
    '24',
    'B',
    'The first digit has 4 choices (not 0); the remaining three places take 4 × 3 × 2 = 24 ways; 4 × 24 = 96.',
    'Permutations',
  ]),
  num('Mathematics', 'medium', [
    'The distance of the point (3, 4) from the line 3x + 4y − 10 = 0, correct to one decimal place, is',
    '2.9',
    '3.1',
    '|3·3 + 4·4 − 10| ÷ √(3² + 4²) = 15 ÷ 5 = 3. Any answer from 2.9 to 3.1 is accepted.',
    'Straight Lines',
  ]),
];

export const practice = [
  mcq('Computer Basics', 'easy', [
    'What does the following Python code print?  print(len("Punjab"))',
    '5',
    '6',
    '7',
    'An error',
    'B',
    'len counts the characters of the string: P-u-n-j-a-b is 6.',
    'Python',
  ]),
  mcq('Computer Basics', 'easy', [
    'Which HTML element makes a hyperlink?',
    '<link>',
    '<a>',
    '<href>',
    '<nav>',
    'B',
    'The anchor element <a href="…"> makes a hyperlink; <link> relates documents such as style sheets.',
    'Web Design',
  ]),
  mcq('Computer Basics', 'easy', [
    'In Excel, which formula adds the values in cells A1 to A10?',
    '=ADD(A1:A10)',
    '=SUM(A1:A10)',
    '=TOTAL(A1-A10)',
    '=A1+A10',
    'B',
    'SUM adds every value in a range; A1:A10 is the range from A1 to A10.',
    'Office',
  ]),
  mcq('Computer Basics', 'medium', [
    'Which of these is a valid Python list comprehension giving the squares of 1 to 5?',
    '[x*x for x in range(1, 6)]',
    '[x*x in range(1, 5)]',
    '(for x in 1..5: x*x)',
    '{x*x: range(5)}',
    'A',
    'range(1, 6) yields 1 to 5, and [expression for x in iterable] builds the list.',
    'Python',
  ]),
  num('Computer Basics', 'medium', [
    'How many bytes are there in 2 kibibytes (KiB)?',
    '2048',
    '2048',
    '1 KiB = 1024 bytes, so 2 KiB = 2048 bytes.',
    'Fundamentals',
  ]),
];

export const jeeInstructions = [
  'This test has three sections: Physics, Chemistry and Mathematics, each with three multiple-choice questions and one numerical-value question.',
  'Each correct answer gets +4 marks and each wrong answer −1 mark. Unattempted questions get 0.',
  'For a numerical question, type the number with the on-screen keypad.',
  'Questions marked for review that have an answer are evaluated.',
  'The clock is kept by the server; the test is submitted automatically when it reaches zero.',
].join('\n');
