// One motif per course category, on a tinted card.
const font = "font-family='DejaVu Sans, Arial, sans-serif'";

const palette = {
  'web-technologies': ['#dbe4ff', '#1d3a8a'],
  accounts: ['#dcfce7', '#166534'],
  'competitive-coaching': ['#fee2e2', '#991b1b'],
  'coaching-classes': ['#fef3c7', '#92400e'],
  cooking: ['#ffedd5', '#9a3412'],
  others: ['#ccfbf1', '#115e59'],
  monograph: ['#ede9fe', '#5b21b6'],
  language: ['#e0f2fe', '#075985'],
};

export const categorySlugs = Object.keys(palette);

// Motifs drawn in a 200x200 box centred on (100, 100).
const motifs = {
  'web-technologies': (c) => `
    <rect x='20' y='40' width='160' height='120' rx='12' fill='#fff' stroke='${c}' stroke-width='8'/>
    <path d='M20 68h160' stroke='${c}' stroke-width='8'/>
    <circle cx='38' cy='54' r='5' fill='#f59e0b'/><circle cx='54' cy='54' r='5' fill='${c}'/>
    <path d='M78 96l-22 20 22 20M122 96l22 20-22 20M108 90l-16 52' stroke='${c}' stroke-width='9' fill='none' stroke-linecap='round' stroke-linejoin='round'/>`,
  accounts: (c) => `
    <rect x='46' y='24' width='108' height='152' rx='14' fill='#fff' stroke='${c}' stroke-width='8'/>
    <rect x='62' y='42' width='76' height='34' rx='6' fill='${c}'/>
    <text x='132' y='67' ${font} font-size='22' fill='#fff' text-anchor='end'>₹</text>
    ${[0, 1, 2].map((r) => [0, 1, 2].map((k) => `<rect x='${62 + k * 28}' y='${90 + r * 26}' width='20' height='18' rx='4' fill='${r === 2 && k === 2 ? '#f59e0b' : c}' opacity='${r === 2 && k === 2 ? 1 : 0.75}'/>`).join('')).join('')}`,
  'competitive-coaching': (c) => `
    <circle cx='100' cy='100' r='72' fill='#fff' stroke='${c}' stroke-width='8'/>
    <circle cx='100' cy='100' r='48' fill='none' stroke='${c}' stroke-width='8'/>
    <circle cx='100' cy='100' r='22' fill='#f59e0b'/>
    <path d='M100 100l62-62m-16-2h18v18' stroke='${c}' stroke-width='8' fill='none' stroke-linecap='round'/>`,
  'coaching-classes': (c) => `
    <rect x='30' y='120' width='140' height='24' rx='4' fill='${c}'/>
    <rect x='40' y='96' width='124' height='24' rx='4' fill='#f59e0b'/>
    <rect x='34' y='72' width='132' height='24' rx='4' fill='#fff' stroke='${c}' stroke-width='6'/>
    <path d='M150 30l18 18-70 70-24 6 6-24z' fill='#fff' stroke='${c}' stroke-width='7' stroke-linejoin='round'/>
    <text x='100' y='180' ${font} font-size='24' font-weight='bold' fill='${c}' text-anchor='middle'>1–12</text>`,
  cooking: (c) => `
    <path d='M70 60q-10-16 0-30M100 56q-10-16 0-30M130 60q-10-16 0-30' stroke='${c}' stroke-width='6' fill='none' stroke-linecap='round' opacity='.6'/>
    <rect x='30' y='78' width='140' height='14' rx='7' fill='${c}'/>
    <path d='M40 92h120v40q0 34-34 34h-52q-34 0-34-34z' fill='#fff' stroke='${c}' stroke-width='8'/>
    <path d='M20 104h20M160 104h20' stroke='${c}' stroke-width='10' stroke-linecap='round'/>
    <circle cx='100' cy='126' r='12' fill='#f59e0b'/>`,
  others: (c) => `
    <rect x='36' y='36' width='128' height='128' rx='28' fill='#fff' stroke='${c}' stroke-width='8'/>
    <path d='M86 62h28v24h24v28h-24v24H86v-24H62V86h24z' fill='${c}'/>
    <circle cx='160' cy='44' r='16' fill='#f59e0b'/>`,
  monograph: (c) => `
    <path d='M48 30h86l22 22v118H48z' fill='#fff' stroke='${c}' stroke-width='8' stroke-linejoin='round'/>
    <path d='M134 30v22h22' fill='none' stroke='${c}' stroke-width='8'/>
    <path d='M66 76h70M66 100h70M66 124h44' stroke='${c}' stroke-width='8' stroke-linecap='round' opacity='.7'/>
    <path d='M150 112l20 20-34 34h-20v-20z' fill='#f59e0b' stroke='${c}' stroke-width='6' stroke-linejoin='round'/>`,
  language: (c) => `
    <path d='M24 40h100q12 0 12 12v50q0 12-12 12H64l-24 22v-22H24q-12 0-12-12V52q0-12 12-12z' fill='#fff' stroke='${c}' stroke-width='7'/>
    <text x='74' y='92' ${font} font-size='40' font-weight='bold' fill='${c}' text-anchor='middle'>Aa</text>
    <path d='M92 96h80q12 0 12 12v44q0 12-12 12h-10v20l-22-20H92q-12 0-12-12v-44q0-12 12-12z' fill='${c}'/>
    <text x='132' y='146' ${font} font-size='34' font-weight='bold' fill='#f59e0b' text-anchor='middle'>Fr</text>`,
};

/** A 640x400 card (or a square thumbnail) for a category. */
export function categorySvg(slug, square = false) {
  const [bg, ink] = palette[slug];
  const motif = motifs[slug](ink);
  if (square) {
    return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200'><rect width='200' height='200' rx='36' fill='${bg}'/><g transform='translate(20 20) scale(.8)'>${motif}</g></svg>`;
  }
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 400'>
  <rect width='640' height='400' fill='${bg}'/>
  <circle cx='560' cy='60' r='120' fill='#fff' opacity='.45'/>
  <circle cx='70' cy='360' r='90' fill='${ink}' opacity='.08'/>
  <g transform='translate(200 80) scale(1.2)'>${motif}</g>
</svg>`;
}
