// Flat illustrations in the brand colours: deep blue #1d3a8a, amber #f59e0b.
const font = "font-family='DejaVu Sans, Arial, sans-serif'";

function person(x, y, shirt, skin = '#c68a5d', hair = '#2b1d14', turban = null) {
  const head = turban
    ? `<circle cx='${x}' cy='${y}' r='26' fill='${skin}'/><path d='M${x - 30} ${y - 6}q30-44 60 0q-6-10-30-12q-24 2-30 12z' fill='${turban}'/><path d='M${x - 28} ${y - 4}q28-30 56 0' fill='none' stroke='${turban}' stroke-width='10'/>`
    : `<circle cx='${x}' cy='${y}' r='26' fill='${skin}'/><path d='M${x - 27} ${y - 2}q4-34 28-32q26 0 26 32q-8-16-28-18q-18 2-26 18z' fill='${hair}'/>`;
  return `${head}<path d='M${x - 48} ${y + 110}q0-78 48-78q48 0 48 78z' fill='${shirt}'/>`;
}

export function heroSvg() {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 480'>
  <defs>
    <linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#dfe7ff'/><stop offset='1' stop-color='#fff7e6'/></linearGradient>
  </defs>
  <rect width='640' height='480' fill='url(#bg)'/>
  <circle cx='560' cy='70' r='46' fill='#f59e0b' opacity='.9'/>
  <rect x='70' y='50' width='360' height='220' rx='14' fill='#1d3a8a'/>
  <rect x='84' y='64' width='332' height='192' rx='8' fill='#24479f'/>
  <text x='110' y='120' ${font} font-size='34' fill='#fff' opacity='.92'>a² + b² = c²</text>
  <text x='110' y='170' ${font} font-size='26' fill='#ffd27a'>E = mc²</text>
  <text x='290' y='170' ${font} font-size='26' fill='#fff' opacity='.8'>&lt;/&gt;</text>
  <path d='M110 205h160M110 228h110' stroke='#fff' stroke-width='6' stroke-linecap='round' opacity='.55'/>
  <text x='340' y='236' ${font} font-size='40' font-weight='bold' fill='#f59e0b'>A+</text>
  <rect x='0' y='392' width='640' height='88' fill='#c7d3f5'/>
  <rect x='40' y='372' width='560' height='24' rx='6' fill='#8a5a2b'/>
  ${person(150, 300, '#f59e0b', '#c68a5d', '#2b1d14', '#1d3a8a')}
  ${person(300, 306, '#2f6fdb', '#e0a97e')}
  <rect x='360' y='318' width='120' height='56' rx='6' fill='#0f1f4d'/>
  <rect x='368' y='324' width='104' height='42' rx='4' fill='#7fb3ff'/>
  <path d='M340 374h160l-14 -8h-132z' fill='#0f1f4d'/>
  <rect x='500' y='340' width='90' height='14' rx='3' fill='#e4572e'/>
  <rect x='506' y='326' width='80' height='14' rx='3' fill='#2a9d8f'/>
  <rect x='496' y='312' width='86' height='14' rx='3' fill='#f59e0b'/>
  <rect x='503' y='354' width='84' height='18' rx='3' fill='#1d3a8a'/>
  <path d='M520 262l44 -18 44 18 -44 18z' fill='#142a66'/>
  <path d='M536 270v20q28 14 56 0v-20l-28 11z' fill='#1d3a8a'/>
  <path d='M604 262v26' stroke='#f59e0b' stroke-width='4'/><circle cx='604' cy='292' r='5' fill='#f59e0b'/>
  <path d='M40 372c0-40 10-60 22-70m-10 70c4-30 20-50 34-56' stroke='#2a9d8f' stroke-width='8' fill='none' stroke-linecap='round'/>
</svg>`;
}

export function aboutSvg() {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 560 400'>
  <rect width='560' height='400' fill='#eef2ff'/>
  <rect x='0' y='300' width='560' height='100' fill='#d5def7'/>
  <rect x='40' y='40' width='200' height='130' rx='10' fill='#1d3a8a'/>
  <text x='64' y='100' ${font} font-size='26' fill='#fff'>Learn</text>
  <text x='64' y='140' ${font} font-size='26' fill='#f59e0b'>Grow</text>
  <rect x='300' y='40' width='80' height='110' rx='6' fill='#fff' stroke='#c7d3f5' stroke-width='4'/>
  <rect x='400' y='40' width='120' height='110' rx='6' fill='#fff' stroke='#c7d3f5' stroke-width='4'/>
  <path d='M340 40v110M460 40v110M400 95h120' stroke='#c7d3f5' stroke-width='4'/>
  <circle cx='470' cy='80' r='18' fill='#f59e0b' opacity='.85'/>
  ${person(110, 230, '#2f6fdb', '#e0a97e')}
  ${person(230, 236, '#f59e0b', '#c68a5d', '#2b1d14', '#b91c1c')}
  ${person(350, 230, '#2a9d8f', '#d49a6a', '#1b120c')}
  ${person(460, 236, '#1d3a8a', '#c68a5d')}
  <rect x='30' y='320' width='500' height='20' rx='6' fill='#8a5a2b'/>
  <rect x='90' y='306' width='50' height='14' rx='2' fill='#fff'/>
  <rect x='330' y='306' width='50' height='14' rx='2' fill='#fff'/>
</svg>`;
}

export function logoSvg() {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'>
  <circle cx='24' cy='24' r='24' fill='#1d3a8a'/>
  <path d='M24 10 8 17l16 7 16-7-16-7Z' fill='#fff'/>
  <path d='M14 21v6c0 2.8 4.5 5 10 5s10-2.2 10-5v-6l-10 4.4L14 21Z' fill='#dbe4ff'/>
  <path d='M38 18v9' stroke='#f59e0b' stroke-width='2.4' stroke-linecap='round'/>
  <circle cx='38' cy='29' r='2.2' fill='#f59e0b'/>
  <path d='M13 35c4-1.6 7.6-1.6 11 .6 3.4-2.2 7-2.2 11-.6' stroke='#f59e0b' stroke-width='2' fill='none' stroke-linecap='round'/>
</svg>`;
}

export function ogSvg() {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 630'>
  <rect width='1200' height='630' fill='#1d3a8a'/>
  <circle cx='1080' cy='110' r='160' fill='#f59e0b' opacity='.25'/>
  <g transform='translate(80 150) scale(3)'>${logoSvg().replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x='80' y='380' ${font} font-size='84' font-weight='bold' fill='#fff'>Ambar Academy</text>
  <text x='80' y='450' ${font} font-size='38' fill='#ffd27a'>Coaching, computer and career courses</text>
  <text x='80' y='505' ${font} font-size='34' fill='#dbe4ff'>Ludhiana, Punjab</text>
</svg>`;
}
