import { useFormContext, type DefaultValues } from 'react-hook-form';
import { missingPermanentAddress, permanentAddressMessage } from '#shared/admission-form-data.ts';
import {
  educationLevels,
  emptyEducationLevel,
  type RegistrationInput,
} from '#shared/registration.ts';

/** The four details of an education level, revealed when it is ticked. */
export const levelFields = [
  { field: 'instituteName', label: 'Institute Name' },
  { field: 'boardUniversity', label: 'Board/University' },
  { field: 'yearOfPassing', label: 'Year of Passing' },
  { field: 'percentageGrade', label: 'Percentage/Grade' },
] as const;

/** An empty form; gender starts unchosen (no radio ticked). */
export const emptyRegistration = (): DefaultValues<RegistrationInput> => ({
  studentName: '',
  fatherName: '',
  motherName: '',
  dateOfBirth: '',
  gender: undefined,
  emailAddress: '',
  phoneNumber: '',
  guardianPhone: '',
  address: '',
  sameAsPermanentAddress: false,
  permanentAddress: '',
  highSchool: { ...emptyEducationLevel },
  intermediate: { ...emptyEducationLevel },
  bachelorDegree: { ...emptyEducationLevel },
  masterDegree: { ...emptyEducationLevel },
  additionalCertifications: '',
  courses: [],
  preferredTiming: '',
  reason: '',
  paymentMethod: '',
  transactionId: '',
  password: '',
});

/** Every field the server may answer an error for, in the order the form shows them. */
export const registrationPaths = [
  'studentName',
  'fatherName',
  'motherName',
  'dateOfBirth',
  'emailAddress',
  'phoneNumber',
  'guardianPhone',
  'gender',
  'address',
  'permanentAddress',
  ...educationLevels.flatMap(({ key }) =>
    levelFields.map(({ field }) => `${key}.${field}` as const),
  ),
  'additionalCertifications',
  'courses',
  'preferredTiming',
  'reason',
  'paymentMethod',
  'transactionId',
  'password',
] as const;

// The shared schema asks for the permanent address only once every other field is valid; the
// form shows it on the first submit, with the rest.
export const checkRegistration = (v: RegistrationInput) =>
  missingPermanentAddress(v) ? { permanentAddress: permanentAddressMessage } : {};

/**
 * The sections are shared by the admin's form and /SignUp, whose values add a password
 * confirmation; each section reads the registration fields of the form around it.
 */
export function useRegistrationFields() {
  return useFormContext<RegistrationInput>();
}
