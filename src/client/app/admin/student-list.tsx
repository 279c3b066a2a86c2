import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { RegistrationForm } from '#client/features/registration/components/registration-form.tsx';
import { EnrollmentScreen } from '#client/features/students/components/enrollment-screen.tsx';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.studentList')} · ${academy.name}` }];
}

/** /Sidebar/StudentList: the list, or (after 'Register New Student') the registration form. */
export default function AdminStudentList() {
  const { t } = useTranslation('admin');
  const [registering, setRegistering] = useState(false);
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">
        {registering ? t('headings.registrationForm') : t('headings.studentData')}
      </h1>
      {registering ? (
        <>
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => setRegistering(false)}
            sx={{ mb: 2 }}
          >
            {t('studentList.back')}
          </Button>
          <RegistrationForm />
        </>
      ) : (
        <EnrollmentScreen onRegister={() => setRegistering(true)} />
      )}
    </section>
  );
}
