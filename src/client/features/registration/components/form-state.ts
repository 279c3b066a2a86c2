import { useState } from 'react';
import type { z } from 'zod';
import { toFieldErrors } from '../../../../shared/errors';
import {
  emptyEducationLevel,
  type EducationKey,
  type genders,
  type timings,
} from '../../../../shared/registration';

export type LevelValues = typeof emptyEducationLevel;
export type LevelField = Exclude<keyof LevelValues, 'completed'>;

/** Everything the form holds; the shared zod schema turns it into a registration. */
export type FormValues = {
  studentName: string;
  fatherName: string;
  motherName: string;
  dateOfBirth: string;
  gender: (typeof genders)[number] | '';
  emailAddress: string;
  phoneNumber: string;
  address: string;
  sameAsPermanentAddress: boolean;
  permanentAddress: string;
  highSchool: LevelValues;
  intermediate: LevelValues;
  bachelorDegree: LevelValues;
  masterDegree: LevelValues;
  additionalCertifications: string;
  courses: string[];
  preferredTiming: (typeof timings)[number] | '';
  reason: string;
  paymentMethod: string;
  transactionId: string;
  password: string;
  confirmPassword: string;
};
export type TextKey = {
  [K in keyof FormValues]: FormValues[K] extends string ? K : never;
}[keyof FormValues];

export const emptyForm = (): FormValues => ({
  studentName: '',
  fatherName: '',
  motherName: '',
  dateOfBirth: '',
  gender: '',
  emailAddress: '',
  phoneNumber: '',
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
  confirmPassword: '',
});

export type Errors = Record<string, string>;

/** The first message per field from the shared schema (the server answers the same ones). */
export function validate(schema: z.ZodType, values: FormValues): Errors {
  const result = schema.safeParse(values);
  const errors: Errors = {};
  if (!result.success) {
    for (const [key, list] of Object.entries(toFieldErrors(result.error))) errors[key] = list[0]!;
  }
  // The schema checks this only once the rest is valid; the form shows it with the others.
  if (!values.sameAsPermanentAddress && !values.permanentAddress.trim()) {
    errors.permanentAddress ??= 'Please enter the permanent address.';
  }
  return errors;
}

/** The form's values and errors with the spec's behaviours as operations. */
export function useRegistrationForm() {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const clearError = (key: string) =>
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  return {
    values,
    errors,
    setErrors,
    reset: () => {
      setValues(emptyForm());
      setErrors({});
    },
    setText(key: TextKey, value: string) {
      setValues((v) => ({ ...v, [key]: value }));
      clearError(key);
    },
    /** Ticking copies the address into the permanent address (hidden); unticking clears it. */
    setSameAddress(same: boolean) {
      setValues((v) => ({
        ...v,
        sameAsPermanentAddress: same,
        permanentAddress: same ? v.address : '',
      }));
      clearError('permanentAddress');
    },
    setAddress(value: string) {
      setValues((v) => ({
        ...v,
        address: value,
        permanentAddress: v.sameAsPermanentAddress ? value : v.permanentAddress,
      }));
      clearError('address');
    },
    /** Ticking reveals the level's four fields; unticking resets them to empty. */
    setLevelCompleted(level: EducationKey, completed: boolean) {
      setValues((v) => ({ ...v, [level]: { ...emptyEducationLevel, completed } }));
    },
    setLevelField(level: EducationKey, field: LevelField, value: string) {
      setValues((v) => ({ ...v, [level]: { ...v[level], [field]: value } }));
      clearError(`${level}.${field}`);
    },
    /** Ticking adds the course's name; unticking removes it. */
    toggleCourse(name: string, on: boolean) {
      setValues((v) => ({
        ...v,
        courses: on
          ? [...v.courses.filter((c) => c !== name), name]
          : v.courses.filter((c) => c !== name),
      }));
    },
  };
}
export type RegistrationFormApi = ReturnType<typeof useRegistrationForm>;
