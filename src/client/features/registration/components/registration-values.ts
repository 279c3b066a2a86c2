import { useFormContext, type DefaultValues } from 'react-hook-form';
import { levelDetails, personalFields } from '#shared/admission-form-data.ts';
import {
  educationLevels,
  emptyEducationLevel,
  type RegistrationInput,
} from '#shared/registration.ts';

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
  batches: [],
  reason: '',
  paymentMethod: '',
  transactionId: '',
  password: '',
});

/** Every field the server may answer an error for, in the order the form shows them. */
export const registrationPaths = [
  ...personalFields,
  'gender',
  'address',
  'permanentAddress',
  ...educationLevels.flatMap(({ key }) =>
    levelDetails.map((detail) => `${key}.${detail}` as const),
  ),
  'additionalCertifications',
  'courses',
  'preferredTiming',
  'reason',
  'paymentMethod',
  'transactionId',
  'password',
] as const;

/**
 * The sections are shared by the admin's form and /SignUp, whose values add a password
 * confirmation; each section reads the registration fields of the form around it.
 */
export function useRegistrationFields() {
  return useFormContext<RegistrationInput>();
}
