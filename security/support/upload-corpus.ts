import { uploadLimits } from '#shared/courses.ts';
import { questionCsvColumns } from '#shared/mock-question-bank.ts';
import { mockTestLimits } from '#shared/mock-tests.ts';
import { studentImportColumns, studentImportLimits } from '#shared/student-import.ts';
import { marksCsvLimits } from '#server/data/exam-marks-csv.ts';
import { htmlFile, minimalPptx, pngImage, svgImage } from '../../tests/fixtures/uploads';
import {
  gifImage,
  htmlThenPng,
  longLineCsv,
  lyingSizeZip,
  manyRowsCsv,
  overlappingZipBomb,
  pdfFile,
  pixelBombPng,
  pngThenHtml,
  zipSlipPptx,
  type Part,
} from './hostile-files';

/** What a file slot holds: a picture, a presentation or a CSV import. */
export type Slot = 'image' | 'pptx' | 'questions-csv' | 'marks-csv' | 'students-csv';
/** What the product must do: refuse with this status, store a safe copy, or ignore the file. */
export type Outcome = number | 'stored' | 'ignored';

export type HostileCase = {
  name: string;
  /** The file part (its field name is the target's); several for "many files". */
  files: (field: string) => Part[];
  /** The outcome, per target where they differ (an empty file is "no change" on an edit). */
  outcome: Outcome | ((target: string) => Outcome);
};

/** A unique mark in every hostile file name, searched for outside the uploads folder. */
export const marker = `evil-${process.pid}-${Date.now().toString(36)}`;

const one =
  (filename: string, data: Buffer | string, type?: string) =>
  (field: string): Part[] => [{ name: field, filename, data, type }];
const many = (filename: string, data: Buffer) => (field: string) =>
  Array.from({ length: 40 }, (_, i) => ({ name: field, filename: `${i}-${filename}`, data }));
/** An empty file counts as "no file": refused where one is required, no change on an edit. */
const emptyOutcome = (target: string): Outcome => (target.startsWith('edit') ? 'ignored' : 400);

const questionsHeader = Object.values(questionCsvColumns).join(',');
const marksHeader = 'Student ID,Marks';
const studentsHeader = Object.values(studentImportColumns).join(',');
const junkRow = 'this,is,not,a,valid,row';

/** The hostile corpus of each slot, built once (the zip bomb takes a second to pack). */
export async function buildCorpus(): Promise<Record<Slot, HostileCase[]>> {
  const png = await pngImage(64, 48);
  const deck = minimalPptx();
  const bomb = overlappingZipBomb();
  const lying = lyingSizeZip();
  const csvCases = (header: string, maxBytes: number, row: (i: number) => string) => [
    { name: 'HTML named .csv', files: one(`${marker}.csv`, htmlFile), outcome: 400 },
    {
      name: 'double extension x.csv.html',
      files: one(`${marker}.csv.html`, `${header}\n${row(1)}\n`),
      outcome: 415,
    },
    {
      name: 'double extension x.html.csv (HTML inside)',
      files: one(`${marker}.html.csv`, htmlFile),
      outcome: 400,
    },
    { name: 'PNG named .csv', files: one(`${marker}.csv`, png), outcome: 400 },
    {
      name: 'polyglot PNG+HTML named .csv',
      files: one(`${marker}.csv`, pngThenHtml(png)),
      outcome: 400,
    },
    { name: 'zip bomb named .csv', files: one(`${marker}.csv`, bomb.data), outcome: 400 },
    {
      name: '100,000 rows',
      files: one(`${marker}.csv`, manyRowsCsv(header, row)),
      outcome: 400,
    },
    { name: 'one 10 MB line', files: one(`${marker}.csv`, longLineCsv(header)), outcome: 413 },
    {
      name: 'size limit + 1 byte',
      files: one(`${marker}.csv`, Buffer.alloc(maxBytes + 1, 0x41)),
      outcome: 413,
    },
    { name: 'empty file', files: one(`${marker}.csv`, ''), outcome: 400 },
    {
      name: '../ in the name',
      files: one(`../../../${marker}.csv`, `${header}\n${junkRow}\n`),
      outcome: 400,
    },
    {
      name: 'absolute name',
      files: one(`/tmp/${marker}.csv`, `${header}\n${junkRow}\n`),
      outcome: 400,
    },
    {
      name: 'NUL in the name',
      files: one(`${marker}\0.csv`, `${header}\n${junkRow}\n`),
      outcome: 400,
    },
    { name: 'many files in one request', files: many(`${marker}.csv`, png), outcome: 413 },
  ];

  return {
    image: [
      {
        name: 'SVG with a script',
        files: one(`${marker}.svg`, svgImage, 'image/svg+xml'),
        outcome: 415,
      },
      {
        name: 'HTML named .png',
        files: one(`${marker}.png`, htmlFile, 'image/png'),
        outcome: 415,
      },
      {
        name: 'polyglot HTML then PNG',
        files: one(`${marker}.png`, htmlThenPng(png)),
        outcome: 415,
      },
      {
        name: 'polyglot PNG then HTML (re-encoded: the HTML is dropped)',
        files: one(`${marker}.png`, pngThenHtml(png)),
        outcome: 'stored',
      },
      {
        name: 'double extension x.html.png (HTML inside)',
        files: one(`${marker}.html.png`, htmlFile),
        outcome: 415,
      },
      {
        name: 'double extension x.png.html (a real PNG: re-encoded, server-named)',
        files: one(`${marker}.png.html`, png, 'text/html'),
        outcome: 'stored',
      },
      {
        name: 'wrong magic: a GIF named .png',
        files: one(`${marker}.png`, gifImage),
        outcome: 415,
      },
      { name: 'wrong magic: a PDF named .jpg', files: one(`${marker}.jpg`, pdfFile), outcome: 415 },
      {
        name: 'pixel bomb: 100,000 x 100,000 PNG',
        files: one(`${marker}.png`, pixelBombPng()),
        outcome: 415,
      },
      { name: 'empty file', files: one(`${marker}.png`, ''), outcome: emptyOutcome },
      {
        name: 'size limit + 1 byte',
        files: one(`${marker}.png`, Buffer.alloc(uploadLimits.imageMaxBytes + 1, 7)),
        outcome: 413,
      },
      { name: '../ in the name', files: one(`../../../${marker}.png`, png), outcome: 'stored' },
      { name: 'absolute name', files: one(`/tmp/${marker}.png`, png), outcome: 'stored' },
      { name: 'Windows path', files: one(`..\\..\\${marker}.png`, png), outcome: 'stored' },
      { name: 'NUL in the name', files: one(`${marker}.png\0.html`, png), outcome: 'stored' },
      { name: 'many files in one request', files: many(`${marker}.png`, png), outcome: 413 },
    ],
    pptx: [
      { name: 'HTML named .pptx', files: one(`${marker}.pptx`, htmlFile), outcome: 415 },
      {
        name: `zip bomb: ${Math.round(bomb.data.length / 1024)} KB unpacking to ${(bomb.unpackedBytes / 2 ** 30).toFixed(1)} GB`,
        files: one(`${marker}.pptx`, bomb.data),
        outcome: 400,
      },
      {
        name: 'zip with a lying size (64 MB behind 300 bytes)',
        files: one(`${marker}.pptx`, lying),
        outcome: 415,
      },
      {
        name: 'zip slip entry ../../tmp',
        files: one(`${marker}.pptx`, zipSlipPptx()),
        outcome: 415,
      },
      {
        name: 'double extension deck.pptx.html (a real deck)',
        files: one(`${marker}.pptx.html`, deck),
        outcome: 415,
      },
      {
        name: 'double extension deck.html.pptx (HTML inside)',
        files: one(`${marker}.html.pptx`, htmlFile),
        outcome: 415,
      },
      { name: 'wrong magic: a PNG named .pptx', files: one(`${marker}.pptx`, png), outcome: 415 },
      {
        name: 'polyglot PNG+HTML named .pptx',
        files: one(`${marker}.pptx`, pngThenHtml(png)),
        outcome: 415,
      },
      { name: 'empty file', files: one(`${marker}.pptx`, ''), outcome: emptyOutcome },
      {
        name: 'size limit + 1 byte',
        files: one(`${marker}.pptx`, Buffer.alloc(uploadLimits.presentationMaxBytes + 1, 7)),
        outcome: 413,
      },
      { name: '../ in the name', files: one(`../../../${marker}.pptx`, deck), outcome: 'stored' },
      { name: 'absolute name', files: one(`/etc/${marker}.pptx`, deck), outcome: 'stored' },
      { name: 'NUL in the name', files: one(`${marker}\0.pptx`, deck), outcome: 'stored' },
      { name: 'NUL before .html', files: one(`${marker}.pptx\0.html`, deck), outcome: 415 },
      { name: 'many files in one request', files: many(`${marker}.pptx`, deck), outcome: 413 },
    ],
    'questions-csv': csvCases(
      questionsHeader,
      mockTestLimits.csvImportMaxBytes,
      (i) => `mcq,Q${i},a,b,c,d,A,,,,Physics,,easy`,
    ),
    'marks-csv': csvCases(marksHeader, marksCsvLimits.maxBytes, (i) => `S${i},1`),
    'students-csv': csvCases(studentsHeader, studentImportLimits.maxBytes, (i) => `S${i},F,M`),
  };
}
