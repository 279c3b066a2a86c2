import { z } from 'zod';

/**
 * A text field the form must fill: trimmed, then refused with `message` when missing or empty and
 * with `tooLong` above `max` characters (counted after trimming).
 */
export const boundedText = (message: string, max: number, tooLong: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong);
