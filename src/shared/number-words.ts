/**
 * Whole numbers in words in the Indian system (hundred, thousand, lakh, crore) for receipts in
 * English, Hindi and Punjabi. Hindi and Punjabi name every number from 1 to 99 irregularly
 * (Punjabi 59 is ਉਣਾਹਠ, not "fifty-nine"), so each has its full table. Where spellings vary
 * (Hindi 44 चौवालीस/चवालीस, Punjabi 19 ਉੱਨੀ/ਉਨੀ), the common standard form is used; a native
 * reader should review the tables before they go on printed receipts.
 */
export type WordsLanguage = 'en' | 'hi' | 'pa';

type Table = {
  /** Index n holds the word for n (index 0 unused). */
  below100: readonly string[];
  zero: string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
};

const englishOnes = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const englishTens = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

// English is regular above 19: "Twenty-Five" (hyphenated, as cheques and receipts write it).
const english: Table = {
  below100: Array.from({ length: 100 }, (_, n) =>
    n < 20
      ? englishOnes[n]!
      : englishTens[Math.floor(n / 10)]! + (n % 10 ? `-${englishOnes[n % 10]}` : ''),
  ),
  zero: 'Zero',
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

/**
 * A table for a language that names each of 1–99 irregularly: the 99 words in order, written as
 * plain text ten to a line (one to nine on the first), then the words for the larger units.
 */
function spelledOut(oneTo99: string, units: Omit<Table, 'below100'>): Table {
  const below100 = ['', ...oneTo99.trim().split(/\s+/)];
  if (below100.length !== 100) throw new Error(`Expected 99 words, got ${below100.length - 1}.`);
  return { below100, ...units };
}

const hindi = spelledOut(
  `
    एक दो तीन चार पाँच छह सात आठ नौ
    दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस
    बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस
    तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस
    चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास
    पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ
    साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर
    सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी
    अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी
    नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे
  `,
  { zero: 'शून्य', hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
);

const punjabi = spelledOut(
  `
    ਇੱਕ ਦੋ ਤਿੰਨ ਚਾਰ ਪੰਜ ਛੇ ਸੱਤ ਅੱਠ ਨੌਂ
    ਦਸ ਗਿਆਰਾਂ ਬਾਰਾਂ ਤੇਰਾਂ ਚੌਦਾਂ ਪੰਦਰਾਂ ਸੋਲਾਂ ਸਤਾਰਾਂ ਅਠਾਰਾਂ ਉੱਨੀ
    ਵੀਹ ਇੱਕੀ ਬਾਈ ਤੇਈ ਚੌਵੀ ਪੱਚੀ ਛੱਬੀ ਸਤਾਈ ਅਠਾਈ ਉਣੱਤੀ
    ਤੀਹ ਇਕੱਤੀ ਬੱਤੀ ਤੇਤੀ ਚੌਂਤੀ ਪੈਂਤੀ ਛੱਤੀ ਸੈਂਤੀ ਅਠੱਤੀ ਉਣਤਾਲੀ
    ਚਾਲੀ ਇਕਤਾਲੀ ਬਿਆਲੀ ਤਰਤਾਲੀ ਚੁਤਾਲੀ ਪੰਤਾਲੀ ਛਿਆਲੀ ਸੰਤਾਲੀ ਅਠਤਾਲੀ ਉਣੰਜਾ
    ਪੰਜਾਹ ਇਕਵੰਜਾ ਬਵੰਜਾ ਤਰਵੰਜਾ ਚਰਵੰਜਾ ਪਚਵੰਜਾ ਛਪੰਜਾ ਸਤਵੰਜਾ ਅਠਵੰਜਾ ਉਣਾਹਠ
    ਸੱਠ ਇਕਾਹਠ ਬਾਹਠ ਤਰੇਹਠ ਚੌਂਹਠ ਪੈਂਹਠ ਛਿਆਹਠ ਸਤਾਹਠ ਅਠਾਹਠ ਉਣੱਤਰ
    ਸੱਤਰ ਇਕਹੱਤਰ ਬਹੱਤਰ ਤਿਹੱਤਰ ਚੌਹੱਤਰ ਪੰਝੱਤਰ ਛਿਹੱਤਰ ਸਤੱਤਰ ਅਠੱਤਰ ਉਣਾਸੀ
    ਅੱਸੀ ਇਕਾਸੀ ਬਿਆਸੀ ਤਿਰਾਸੀ ਚੌਰਾਸੀ ਪਚਾਸੀ ਛਿਆਸੀ ਸਤਾਸੀ ਅਠਾਸੀ ਉਣਾਨਵੇਂ
    ਨੱਬੇ ਇਕਾਨਵੇਂ ਬਾਨਵੇਂ ਤਿਰਾਨਵੇਂ ਚੌਰਾਨਵੇਂ ਪਚਾਨਵੇਂ ਛਿਆਨਵੇਂ ਸਤਾਨਵੇਂ ਅਠਾਨਵੇਂ ਨੜਿੰਨਵੇਂ
  `,
  { zero: 'ਸਿਫ਼ਰ', hundred: 'ਸੌ', thousand: 'ਹਜ਼ਾਰ', lakh: 'ਲੱਖ', crore: 'ਕਰੋੜ' },
);

const tables: Readonly<Record<WordsLanguage, Table>> = { en: english, hi: hindi, pa: punjabi };

function words(n: number, t: Table): string[] {
  const parts: string[] = [];
  // Above 99 crore the crore count is itself said in lakhs and thousands ("One Lakh Crore").
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(...words(crore, t), t.crore);
  const groups: [number, string][] = [
    [Math.floor(n / 100_000) % 100, t.lakh],
    [Math.floor(n / 1000) % 100, t.thousand],
    [Math.floor(n / 100) % 10, t.hundred],
  ];
  for (const [count, name] of groups) if (count) parts.push(t.below100[count]!, name);
  if (n % 100) parts.push(t.below100[n % 100]!);
  return parts;
}

/**
 * A whole number in words: 125000 → 'One Lakh Twenty-Five Thousand', 'एक लाख पच्चीस हज़ार',
 * 'ਇੱਕ ਲੱਖ ਪੱਚੀ ਹਜ਼ਾਰ'. No "and" inside a number (the receipt uses it between rupees and
 * paise). Output is NFC-normalised so it compares and searches reliably.
 */
export function numberInWords(n: number, language: WordsLanguage = 'en'): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`Only whole numbers from 0 can be written in words (got ${n}).`);
  }
  const t = tables[language];
  return (n === 0 ? t.zero : words(n, t).join(' ')).normalize('NFC');
}
