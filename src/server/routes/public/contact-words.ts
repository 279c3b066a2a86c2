// The contact form's messages in Punjabi and Hindi, for the page the server answers a form sent
// without the app (routes/public/contact-form.ts). The server may not import the client's files:
// these are the `validation` namespace's entries (src/client/locales/<language>/validation.json)
// for the shared schema's English messages, and tests/api/contact-form-page.test.ts checks that
// they still are. English is the key. `{{max}}` is filled in as the client does.
import type { AppLocale } from '#shared/intl-locale.ts';

export const contactWords: Record<string, Record<Exclude<AppLocale, 'en'>, string>> = {
  'Please enter your name.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਨਾਮ ਦਿਓ।',
    hi: 'कृपया अपना नाम दर्ज करें।',
  },
  'Please enter your e-mail address.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।',
    hi: 'कृपया अपना ई-मेल पता दर्ज करें।',
  },
  'Please enter a valid e-mail address.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।',
    hi: 'कृपया सही ई-मेल पता दर्ज करें।',
  },
  'Please choose a course.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਕੋਈ ਕੋਰਸ ਚੁਣੋ।',
    hi: 'कृपया कोई कोर्स चुनें।',
  },
  'Please enter your message.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਸੁਨੇਹਾ ਲਿਖੋ।',
    hi: 'कृपया अपना संदेश लिखें।',
  },
  'Please enter a valid phone number.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਫ਼ੋਨ ਨੰਬਰ ਦਿਓ।',
    hi: 'कृपया सही फ़ोन नंबर दर्ज करें।',
  },
  'Message sent successfully!': {
    pa: 'ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ!',
    hi: 'संदेश भेज दिया गया!',
  },
  'Message sending failed. Please try again.': {
    pa: 'ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜਿਆ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    hi: 'संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  },
  'Too many messages from this e-mail address. Please wait a minute and try again.': {
    pa: 'ਇਸ ਈ-ਮੇਲ ਪਤੇ ਤੋਂ ਬਹੁਤ ਸਾਰੇ ਸੁਨੇਹੇ ਆਏ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕ ਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    hi: 'इस ई-मेल पते से बहुत सारे संदेश आए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  },
  'Too many messages from this network. Please try again later.': {
    pa: 'ਇਸ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਸਾਰੇ ਸੁਨੇਹੇ ਆਏ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    hi: 'इस नेटवर्क से बहुत सारे संदेश आए हैं। कृपया बाद में कोशिश करें।',
  },
  'Please keep your name under {{max}} characters.': {
    pa: 'ਆਪਣਾ ਨਾਂ {{max}} ਅੱਖਰਾਂ ਤੋਂ ਘੱਟ ਰੱਖੋ।',
    hi: 'अपना नाम {{max}} अक्षरों से कम रखें।',
  },
  'Please keep your message under {{max}} characters.': {
    pa: 'ਆਪਣਾ ਸੁਨੇਹਾ {{max}} ਅੱਖਰਾਂ ਤੋਂ ਘੱਟ ਰੱਖੋ।',
    hi: 'अपना संदेश {{max}} अक्षरों से कम रखें।',
  },
};

/** The validation keys the table above copies, for the test. */
export const contactWordKeys = [
  'contactOptions.pleaseEnterYourName',
  'contactOptions.pleaseEnterYourEMailAddress',
  'contactOptions.pleaseEnterAValidEMail',
  'contactOptions.pleaseChooseACourse',
  'contactOptions.pleaseEnterYourMessage',
  'registration.pleaseEnterAValidPhoneNumber',
  'contactOptions.messageSentSuccessfully',
  'contactOptions.messageSendingFailedPleaseTryAgain',
  'contactOptions.tooManyMessagesFromThisE',
  'contactOptions.tooManyMessagesFromThisNetwork',
  'contact.keepYourNameUnder',
  'contact.keepYourMessageUnder',
];

const template = /\{\{\s*(\w+)\s*\}\}/g;

/** An English message of the contact form in `language` (as written when the table lacks it). */
export function contactWord(message: string, language: AppLocale): string {
  if (language === 'en') return message;
  const exact = contactWords[message];
  if (exact) return exact[language];
  for (const [english, words] of Object.entries(contactWords)) {
    if (!template.test(english)) continue;
    template.lastIndex = 0;
    const names: string[] = [];
    const source = english
      .split(template)
      .map((part, i) => {
        if (i % 2 === 1) {
          names.push(part);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const m = new RegExp(`^${source}$`).exec(message);
    if (m)
      return words[language].replace(
        template,
        (_all, name: string) => m[names.indexOf(name) + 1] ?? '',
      );
  }
  return message;
}
