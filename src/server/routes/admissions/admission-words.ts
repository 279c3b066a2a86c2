// The online admission form's messages in Punjabi and Hindi, for the page the server answers a
// form sent without the app (routes/admissions/form.ts). The server may not import the client's
// files: these are the web app's own entries (src/client/locales/<language>/<namespace>.json, at
// `admissionWordKeys`), and tests/api/sign-up-form-page.test.ts checks that they still are.
// English is the key; `{{name}}` is filled in by the caller.
import type { AppLocale } from '#shared/intl-locale.ts';

export const admissionWords: Record<string, Record<Exclude<AppLocale, 'en'>, string>> = {
  'Please enter the student name.': {
    pa: 'ਵਿਦਿਆਰਥੀ ਦਾ ਨਾਂ ਲਿਖੋ।',
    hi: 'छात्र का नाम लिखें।',
  },
  'The student name is too long.': {
    pa: 'ਵਿਦਿਆਰਥੀ ਦਾ ਨਾਂ ਬਹੁਤ ਲੰਮਾ ਹੈ।',
    hi: 'छात्र का नाम बहुत लंबा है।',
  },
  "Please enter the father's name.": {
    pa: 'ਪਿਤਾ ਦਾ ਨਾਂ ਲਿਖੋ।',
    hi: 'पिता का नाम लिखें।',
  },
  "The father's name is too long.": {
    pa: 'ਪਿਤਾ ਦਾ ਨਾਂ ਬਹੁਤ ਲੰਮਾ ਹੈ।',
    hi: 'पिता का नाम बहुत लंबा है।',
  },
  "Please enter the mother's name.": {
    pa: 'ਮਾਤਾ ਦਾ ਨਾਂ ਲਿਖੋ।',
    hi: 'माता का नाम लिखें।',
  },
  "The mother's name is too long.": {
    pa: 'ਮਾਤਾ ਦਾ ਨਾਂ ਬਹੁਤ ਲੰਮਾ ਹੈ।',
    hi: 'माता का नाम बहुत लंबा है।',
  },
  'Please enter the address.': {
    pa: 'ਪਤਾ ਲਿਖੋ।',
    hi: 'पता लिखें।',
  },
  'The address is too long.': {
    pa: 'ਪਤਾ ਬਹੁਤ ਲੰਮਾ ਹੈ।',
    hi: 'पता बहुत लंबा है।',
  },
  'This is too long.': {
    pa: 'ਇਹ ਬਹੁਤ ਲੰਮਾ ਹੈ।',
    hi: 'यह बहुत लंबा है।',
  },
  'Please enter the date of birth.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਜਨਮ ਤਾਰੀਖ਼ ਦਿਓ।',
    hi: 'कृपया जन्म तिथि दर्ज करें।',
  },
  'Please enter a valid date of birth.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਜਨਮ ਤਾਰੀਖ਼ ਦਿਓ।',
    hi: 'कृपया सही जन्म तिथि दर्ज करें।',
  },
  'The date of birth must be in the past.': {
    pa: 'ਜਨਮ ਤਾਰੀਖ਼ ਬੀਤੇ ਸਮੇਂ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ।',
    hi: 'जन्म तिथि बीते समय की होनी चाहिए।',
  },
  'Please choose a gender.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਲਿੰਗ ਚੁਣੋ।',
    hi: 'कृपया लिंग चुनें।',
  },
  'Please enter the e-mail address.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।',
    hi: 'कृपया ई-मेल पता दर्ज करें।',
  },
  'The e-mail address is too long.': {
    pa: 'ਈ-ਮੇਲ ਪਤਾ ਬਹੁਤ ਲੰਮਾ ਹੈ।',
    hi: 'ई-मेल पता बहुत लंबा है।',
  },
  'Please enter a valid e-mail address.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।',
    hi: 'कृपया सही ई-मेल पता दर्ज करें।',
  },
  'Please enter the phone number.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਫ਼ੋਨ ਨੰਬਰ ਦਿਓ।',
    hi: 'कृपया फ़ोन नंबर दर्ज करें।',
  },
  'Please enter a valid phone number.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਫ਼ੋਨ ਨੰਬਰ ਦਿਓ।',
    hi: 'कृपया सही फ़ोन नंबर दर्ज करें।',
  },
  'Please choose courses from the list.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਰਸ ਚੁਣੋ।',
    hi: 'कृपया सूची में से कोर्स चुनें।',
  },
  'Choose courses from the list.': {
    pa: 'ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਰਸ ਚੁਣੋ।',
    hi: 'सूची में से कोर्स चुनें।',
  },
  'Too many courses.': {
    pa: 'ਬਹੁਤ ਸਾਰੇ ਕੋਰਸ।',
    hi: 'बहुत सारे कोर्स।',
  },
  'Please choose morning, afternoon or evening.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਸਵੇਰ, ਦੁਪਹਿਰ ਜਾਂ ਸ਼ਾਮ ਚੁਣੋ।',
    hi: 'कृपया सुबह, दोपहर या शाम चुनें।',
  },
  'Reason must be at most 200 characters.': {
    pa: 'ਕਾਰਨ ਵੱਧ ਤੋਂ ਵੱਧ 200 ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ।',
    hi: 'कारण अधिकतम 200 अक्षरों का हो सकता है।',
  },
  'Please enter the permanent address.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਪੱਕਾ ਪਤਾ ਦਿਓ।',
    hi: 'कृपया स्थायी पता दर्ज करें।',
  },
  'Please enter a password.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਪਾਸਵਰਡ ਦਿਓ।',
    hi: 'कृपया पासवर्ड दर्ज करें।',
  },
  'The password must be at least 8 characters.': {
    pa: 'ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 8 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।',
    hi: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  },
  'The password must be at most 128 characters.': {
    pa: 'ਪਾਸਵਰਡ ਵੱਧ ਤੋਂ ਵੱਧ 128 ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ।',
    hi: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है।',
  },
  'Please confirm the password.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਪਾਸਵਰਡ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।',
    hi: 'कृपया पासवर्ड की पुष्टि करें।',
  },
  'The passwords do not match.': {
    pa: 'ਪਾਸਵਰਡ ਆਪਸ ਵਿੱਚ ਮੇਲ ਨਹੀਂ ਖਾਂਦੇ।',
    hi: 'पासवर्ड आपस में मेल नहीं खाते।',
  },
  'This password is too common. Please choose another.': {
    pa: 'ਇਹ ਪਾਸਵਰਡ ਬਹੁਤ ਆਮ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਕੋਈ ਹੋਰ ਚੁਣੋ।',
    hi: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  },
  'Too many applications from this network. Please try again later.': {
    pa: 'ਇਸ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਸਾਰੀਆਂ ਅਰਜ਼ੀਆਂ ਆਈਆਂ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    hi: 'इस नेटवर्क से बहुत सारे आवेदन आए हैं। कृपया बाद में फिर कोशिश करें।',
  },
  'A student with this e-mail address is already registered.': {
    pa: 'ਇਸ ਈ-ਮੇਲ ਪਤੇ ਵਾਲਾ ਵਿਦਿਆਰਥੀ ਪਹਿਲਾਂ ਤੋਂ ਰਜਿਸਟਰ ਹੈ।',
    hi: 'इस ई-मेल पते वाला छात्र पहले से पंजीकृत है।',
  },
  'A student with this phone number is already registered.': {
    pa: 'ਇਸ ਫ਼ੋਨ ਨੰਬਰ ਵਾਲਾ ਵਿਦਿਆਰਥੀ ਪਹਿਲਾਂ ਤੋਂ ਰਜਿਸਟਰ ਹੈ।',
    hi: 'इस फ़ोन नंबर वाला छात्र पहले से पंजीकृत है।',
  },
  'Please correct the highlighted fields.': {
    pa: 'ਕਿਰਪਾ ਕਰਕੇ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਠੀਕ ਕਰੋ।',
    hi: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  },
  'Too many requests. Please try again later.': {
    pa: 'ਬਹੁਤ ਸਾਰੀਆਂ ਬੇਨਤੀਆਂ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    hi: 'बहुत सारे अनुरोध। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  'Registration failed: {{message}}': {
    pa: 'ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਨਹੀਂ ਹੋ ਸਕੀ: {{message}}',
    hi: 'रजिस्ट्रेशन नहीं हो सका: {{message}}',
  },
  'Application received': {
    pa: 'ਅਰਜ਼ੀ ਮਿਲ ਗਈ ਹੈ',
    hi: 'आवेदन मिल गया है',
  },
  'Your application number is <strong>{{id}}</strong>. The academy office will review it and give you your student ID. You can then <loginLink>log in</loginLink> with that ID and the password you chose.':
    {
      pa: 'ਤੁਹਾਡਾ ਅਰਜ਼ੀ ਨੰਬਰ <strong>{{id}}</strong> ਹੈ। ਅਕੈਡਮੀ ਦਾ ਦਫ਼ਤਰ ਇਸ ਨੂੰ ਦੇਖ ਕੇ ਤੁਹਾਨੂੰ ਵਿਦਿਆਰਥੀ ID ਦੇਵੇਗਾ। ਫਿਰ ਤੁਸੀਂ ਉਸ ID ਅਤੇ ਆਪਣੇ ਚੁਣੇ ਪਾਸਵਰਡ ਨਾਲ <loginLink>ਵਿਦਿਆਰਥੀ ਲੌਗ ਇਨ</loginLink> ਕਰ ਸਕਦੇ ਹੋ।',
      hi: 'आपका आवेदन नंबर <strong>{{id}}</strong> है। अकादमी का ऑफ़िस इसे देखकर आपको छात्र ID देगा। फिर आप उस ID और अपने चुने हुए पासवर्ड से <loginLink>छात्र लॉग इन</loginLink> कर सकते हैं।',
    },
  '{{length}}/{{max}} characters': {
    pa: '{{length}}/{{max}} ਅੱਖਰ',
    hi: '{{length}}/{{max}} अक्षर',
  },
};

/** Where each entry above comes from (namespace and key), in the same order, for the test. */
export const admissionWordKeys: [namespace: string, key: string][] = [
  ['validation', 'registration.pleaseEnterTheStudentName'],
  ['validation', 'registration.theStudentNameIsTooLong'],
  ['validation', 'registration.pleaseEnterTheFathersName'],
  ['validation', 'registration.theFathersNameIsTooLong'],
  ['validation', 'registration.pleaseEnterTheMothersName'],
  ['validation', 'registration.theMothersNameIsTooLong'],
  ['validation', 'registration.pleaseEnterTheAddress'],
  ['validation', 'registration.theAddressIsTooLong'],
  ['validation', 'registration.thisIsTooLong'],
  ['validation', 'registration.pleaseEnterTheDateOfBirth'],
  ['validation', 'registration.pleaseEnterAValidDateOf'],
  ['validation', 'registration.theDateOfBirthMustBe'],
  ['validation', 'registration.pleaseChooseAGender'],
  ['validation', 'registration.pleaseEnterTheEMailAddress'],
  ['validation', 'registration.theEMailAddressIsToo'],
  ['validation', 'contactOptions.pleaseEnterAValidEMail'],
  ['validation', 'registration.pleaseEnterThePhoneNumber'],
  ['validation', 'registration.pleaseEnterAValidPhoneNumber'],
  ['validation', 'registration.pleaseChooseCoursesFromTheList'],
  ['validation', 'courses.chooseCoursesFromTheList'],
  ['validation', 'registration.tooManyCourses'],
  ['validation', 'registration.pleaseChooseMorningAfternoonOrEvening'],
  ['validation', 'fees.reasonAtMost200Characters'],
  ['validation', 'registration.pleaseEnterThePermanentAddress'],
  ['validation', 'passwords.pleaseEnterAPassword'],
  ['validation', 'passwords.atLeast8Characters'],
  ['validation', 'passwords.atMost128Characters'],
  ['validation', 'registration.pleaseConfirmThePassword'],
  ['validation', 'account.thePasswordsDoNotMatch'],
  ['validation', 'passwords.thisPasswordIsTooCommonPlease'],
  ['validation', 'server.tooManyApplications'],
  ['validation', 'registration.aStudentWithThisEMail'],
  ['validation', 'registration.aStudentWithThisPhoneNumber'],
  ['errors', 'codes.VALIDATION_FAILED'],
  ['errors', 'codes.RATE_LIMITED'],
  ['public', 'admission.failed'],
  ['public', 'admission.receivedTitle'],
  ['public', 'admission.received'],
  ['public', 'admission.course.reasonCount'],
];

/** An English message of the admission form in `language` (as written when the table lacks it). */
export function admissionWord(message: string, language: AppLocale): string {
  return language === 'en' ? message : (admissionWords[message]?.[language] ?? message);
}
