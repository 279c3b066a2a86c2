import { z } from 'zod';
import { parseDayMonthYear } from './format';

// Apart from format.ts: a schema built when its module loads keeps all of zod in every bundle
// that imports the module, and format.ts is in every dashboard table's (issue 11).

/** A form field typed as dd-mm-yyyy, parsed to 'yyyy-mm-dd'. */
export const dayMonthYearSchema = z.string('Enter a date as dd-mm-yyyy.').transform((v, ctx) => {
  const result = parseDayMonthYear(v);
  if (result.ok) return result.date;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});
