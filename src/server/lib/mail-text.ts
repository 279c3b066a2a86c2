import type { AppLocale } from '#shared/intl-locale.ts';

/**
 * The words of the e-mails the server sends, in each interface language. A mail goes out in the
 * recipient's language when it is known (the language a user chose: `users.language`), else in
 * English. TypeScript checks that every language has every text.
 */
type MailText = {
  reset: {
    subject: (academyName: string) => string;
    body: (name: string, link: string) => string[];
  };
  /** To an applicant whose application the office approved (issue 27.11). */
  approved: {
    subject: (academyName: string) => string;
    body: (name: string, studentId: string, link: string, ownPassword: boolean) => string[];
  };
  /** A visitor's message from the contact form, to the office. */
  contact: {
    subject: (course: string, name: string) => string;
    labels: { name: string; email: string; course: string };
  };
};

export const mailText: Record<AppLocale, MailText> = {
  en: {
    reset: {
      subject: (academyName) => `${academyName}: set a new password`,
      body: (name, link) => [
        `Hello ${name},`,
        '',
        'Someone (we hope you) asked to set a new password for your student account.',
        'Open this link within 30 minutes to choose one. It works once.',
        '',
        link,
        '',
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ],
    },
    approved: {
      subject: (academyName) => `${academyName}: your admission is approved`,
      body: (name, studentId, link, ownPassword) => [
        `Hello ${name},`,
        '',
        'Your application has been approved. Welcome!',
        `Your student ID is ${studentId}.`,
        ownPassword
          ? 'Log in with this ID and the password you chose when you applied:'
          : 'The office gives you your first password; log in with this ID and that password:',
        '',
        link,
      ],
    },
    contact: {
      subject: (course, name) => `Enquiry: ${course} from ${name}`,
      labels: { name: 'Name', email: 'E-mail', course: 'Course' },
    },
  },
  pa: {
    reset: {
      subject: (academyName) => `${academyName}: ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ`,
      body: (name, link) => [
        `ਸਤ ਸ੍ਰੀ ਅਕਾਲ ${name} ਜੀ,`,
        '',
        'ਕਿਸੇ ਨੇ (ਸਾਨੂੰ ਉਮੀਦ ਹੈ ਤੁਸੀਂ) ਤੁਹਾਡੇ ਵਿਦਿਆਰਥੀ ਖਾਤੇ ਲਈ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਉਣ ਦੀ ਬੇਨਤੀ ਕੀਤੀ ਹੈ।',
        'ਨਵਾਂ ਪਾਸਵਰਡ ਚੁਣਨ ਲਈ 30 ਮਿੰਟਾਂ ਦੇ ਅੰਦਰ ਇਹ ਲਿੰਕ ਖੋਲ੍ਹੋ। ਇਹ ਇੱਕ ਵਾਰ ਹੀ ਚੱਲਦਾ ਹੈ।',
        '',
        link,
        '',
        'ਜੇ ਤੁਸੀਂ ਬੇਨਤੀ ਨਹੀਂ ਕੀਤੀ, ਤਾਂ ਇਸ ਈ-ਮੇਲ ਨੂੰ ਨਜ਼ਰਅੰਦਾਜ਼ ਕਰੋ: ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਜਿਵੇਂ ਹੈ ਉਵੇਂ ਹੀ ਰਹੇਗਾ।',
      ],
    },
    approved: {
      subject: (academyName) => `${academyName}: ਤੁਹਾਡਾ ਦਾਖ਼ਲਾ ਮਨਜ਼ੂਰ ਹੋ ਗਿਆ ਹੈ`,
      body: (name, studentId, link, ownPassword) => [
        `ਸਤ ਸ੍ਰੀ ਅਕਾਲ ${name} ਜੀ,`,
        '',
        'ਤੁਹਾਡੀ ਅਰਜ਼ੀ ਮਨਜ਼ੂਰ ਹੋ ਗਈ ਹੈ। ਜੀ ਆਇਆਂ ਨੂੰ!',
        `ਤੁਹਾਡੀ ਵਿਦਿਆਰਥੀ ID ${studentId} ਹੈ।`,
        ownPassword
          ? 'ਇਸ ID ਅਤੇ ਅਰਜ਼ੀ ਦੇਣ ਵੇਲੇ ਚੁਣੇ ਪਾਸਵਰਡ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ:'
          : 'ਪਹਿਲਾ ਪਾਸਵਰਡ ਦਫ਼ਤਰ ਤੋਂ ਮਿਲੇਗਾ; ਇਸ ID ਅਤੇ ਉਸ ਪਾਸਵਰਡ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ:',
        '',
        link,
      ],
    },
    contact: {
      subject: (course, name) => `ਪੁੱਛਗਿੱਛ: ${course}, ${name} ਵੱਲੋਂ`,
      labels: { name: 'ਨਾਮ', email: 'ਈ-ਮੇਲ', course: 'ਕੋਰਸ' },
    },
  },
  hi: {
    reset: {
      subject: (academyName) => `${academyName}: नया पासवर्ड बनाएँ`,
      body: (name, link) => [
        `नमस्ते ${name},`,
        '',
        'किसी ने (हमें उम्मीद है आपने) आपके छात्र खाते के लिए नया पासवर्ड बनाने का अनुरोध किया है।',
        'नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें। यह एक ही बार काम करता है।',
        '',
        link,
        '',
        'अगर आपने अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      ],
    },
    approved: {
      subject: (academyName) => `${academyName}: आपका दाख़िला मंज़ूर हो गया है`,
      body: (name, studentId, link, ownPassword) => [
        `नमस्ते ${name},`,
        '',
        'आपका आवेदन मंज़ूर हो गया है। आपका स्वागत है!',
        `आपकी छात्र ID ${studentId} है।`,
        ownPassword
          ? 'इस ID और आवेदन करते समय चुने पासवर्ड से लॉग इन करें:'
          : 'पहला पासवर्ड दफ़्तर से मिलेगा; इस ID और उस पासवर्ड से लॉग इन करें:',
        '',
        link,
      ],
    },
    contact: {
      subject: (course, name) => `पूछताछ: ${course}, ${name} की ओर से`,
      labels: { name: 'नाम', email: 'ई-मेल', course: 'कोर्स' },
    },
  },
};

/** The student login's address in a language: /pa/login, /hi/login, or /login. */
export function loginPagePath(language: AppLocale | undefined): string {
  return language && language !== 'en' ? `/${language}/login` : '/login';
}

/** The reset page's address in a language: /pa/reset-password, /hi/…, or the bare path. */
export function resetPagePath(language: AppLocale | undefined): string {
  return language && language !== 'en' ? `/${language}/reset-password` : '/reset-password';
}
