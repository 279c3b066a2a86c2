/**
 * What the CSV imports (question bank, marks) say about a file or a row. The server sends them
 * in English; each has an entry in the client's `validation` file (`csv.*`, the numbers and
 * names as placeholders), so the import dialogs show them in the reader's language. A message
 * added here needs its entries there (a unit test checks).
 */
export const csvMessages = {
  tooLarge: (maxBytes: number) => `The file is larger than ${maxBytes} bytes.`,
  notUtf8: 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)".',
  tooManyRows: (maxRows: number) => `The file has more than ${maxRows} rows.`,
  unterminatedQuote: (line: number) =>
    `Line ${line}: a cell opens a quote (") that is never closed.`,
  textAfterQuote: (line: number) =>
    `Line ${line}: there is text after a closing quote; put the whole cell inside the quotes.`,
  empty: 'The file is empty: the first line must name the columns.',
  duplicateColumn: (column: string) => `The column "${column}" appears twice.`,
  columnMissing: (column: string) => `The column "${column}" is missing.`,
  noRows: 'The file has a header but no rows.',
  extraCells: (cells: number, header: number) =>
    `This row has ${cells} cells but the header has ${header}.`,
  cellEmpty: 'This cell is empty.',
  duplicateKey: (field: string, value: string, firstLine: number) =>
    `${field} ${value} is also on line ${firstLine}.`,
  /** The question bank's Type column. */
  badType: 'Type is mcq or numerical.',
  /** The marks file's own. */
  cellEmptyStudentId: 'This cell is empty: write the Student ID.',
  cellEmptyMarks: 'This cell is empty: write the marks, or AB for absent.',
  notEnrolled: (studentId: string, course: string) =>
    `Student ID: ${studentId} is not enrolled in ${course}.`,
  marksAboveTotal: (marks: number, total: number) =>
    `Marks: ${marks} is above the total of ${total}.`,
  /** The student import's own. */
  unknownCourse: (name: string) => `There is no course named "${name}".`,
  yesOrNo: 'Write Yes or No.',
  /** The student import's Batch column (decision 067). */
  unknownBatch: (name: string, course: string) => `${course} has no batch named "${name}".`,
  batchFull: (name: string, course: string) =>
    `Batch ${name} of ${course} is full (the rows above in this file counted).`,
  batchEnded: (name: string, course: string) => `Batch ${name} of ${course} has ended.`,
  allBatchesFull: (course: string) =>
    `Every batch of ${course} is full or has ended: write a batch with a free seat, or add one.`,
} as const;
