// Time fields in Punjabi and Hindi show 'ਸ਼ਾਮ 5:30' / 'शाम 5:30' (no Latin "pm", issue 27.19)
// and read back what they show, as well as '5:30 pm' and '17:30'.
import { describe, expect, it } from 'vitest';
import { readTimeText, timeToText } from './form-date-time-field';

describe('time fields', () => {
  it('shows a time with the part of the day in Punjabi and Hindi, am/pm in English', () => {
    expect(timeToText('17:30', 'en')).toBe('05:30 pm');
    expect(timeToText('17:30', 'pa')).toBe('ਸ਼ਾਮ 5:30');
    expect(timeToText('09:05', 'hi')).toBe('सुबह 9:05');
  });

  it('reads back every time it shows, in every language', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of ['00', '45']) {
        const time = `${String(hour).padStart(2, '0')}:${minute}`;
        for (const language of ['en', 'pa', 'hi']) {
          expect(readTimeText(timeToText(time, language)), `${language} ${time}`).toBe(time);
        }
      }
    }
  });

  it('reads what people type', () => {
    expect(readTimeText('ਸ਼ਾਮ 5')).toBe('17:00');
    expect(readTimeText('ਸ਼ਾਮ ੫:੩੦')).toBe('17:30');
    // ਸ਼ typed as ਸ with the dot below.
    expect(readTimeText('\u0A38\u0A3C\u0A3E\u0A2E 5:30')).toBe('17:30');
    expect(readTimeText('ਦੁਪਹਿਰ 12:30')).toBe('12:30');
    expect(readTimeText('रात 12:15')).toBe('00:15');
    expect(readTimeText('रात 10')).toBe('22:00');
    expect(readTimeText('5:30 pm')).toBe('17:30');
    expect(readTimeText('17:30')).toBe('17:30');
    expect(readTimeText('ਕੱਲ੍ਹ 5:30')).toBeNull();
    expect(readTimeText('ਸ਼ਾਮ 13:00')).toBeNull();
  });
});
