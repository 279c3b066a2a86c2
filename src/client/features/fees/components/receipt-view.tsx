import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { academy, postalAddress } from '#shared/academy.ts';
import type { Receipt } from '#shared/fee-receipts.ts';
import { formatDate } from '#shared/format.ts';
import { amountInWords, formatRupees } from '#shared/money.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { registerIndicFonts } from '#client/lib/indic-fonts.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { isLanguage, useTranslation, type Language } from '#client/lib/i18n.ts';
import { gstStateName } from './gst-state-name';
import { useReceipt, type ReceiptScope } from '../api/fees';
import './fees.css';

/** The payment methods' names, by method (literal keys for the locale check). */
const methodKeys = {
  cash: 'methods.cash',
  upi: 'methods.upi',
  card: 'methods.card',
  bank: 'methods.bank',
  cheque: 'methods.cheque',
} as const satisfies Record<Receipt['method'], string>;

/** The printed receipt: academy, serial, date, student, course, amount in figures and words. */
function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('documents');
  const courseName = useCourseName();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const rupees = (paise: number) => formatRupees(paise, language);
  const date = (value: string) => formatDate(value, language);
  // The server writes the words in English; Punjabi and Hindi receipts spell them here.
  const words =
    language === 'en' ? receipt.amountInWords : amountInWords(receipt.amountPaise, language);
  useEffect(registerIndicFonts, []);
  const g = receipt.gst;
  return (
    <article
      className="receipt"
      lang={language}
      aria-label={t('receipt.label', { serial: receipt.serial })}
      data-ready="true"
    >
      <header className="receipt__head">
        <div>
          <h2 className="receipt__academy">{academy.name}</h2>
          <div>{postalAddress()}</div>
          <div>
            {academy.phone} · {academy.email}
          </div>
          {g && <div>GSTIN: {g.gstin}</div>}
        </div>
        <div>
          <p className="receipt__title">{t('receipt.title')}</p>
        </div>
      </header>
      {receipt.reversal && (
        <p className="receipt__reversed" role="status">
          {t('receipt.reversedOn', {
            date: date(receipt.reversal.on),
            reason: receipt.reversal.reason,
          })}
        </p>
      )}
      <table className="receipt__meta">
        <tbody>
          <tr>
            <th scope="row">{t('receipt.number')}</th>
            <td>{receipt.serial}</td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.date')}</th>
            <td>{date(receipt.date)}</td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.receivedFrom')}</th>
            <td>
              {t('receipt.studentWithId', {
                name: receipt.studentName,
                studentId: receipt.studentId,
              })}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.course')}</th>
            <td>
              {courseName(receipt.courseName)}
              {receipt.courseCode && ` (${receipt.courseCode})`}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.method')}</th>
            <td>
              {t(methodKeys[receipt.method])}
              {receipt.reference && t('receipt.reference', { reference: receipt.reference })}
            </td>
          </tr>
        </tbody>
      </table>
      {g && (
        <table className="receipt__lines" aria-label={t('receipt.gst')}>
          <tbody>
            <tr>
              <th scope="row">{t('receipt.taxable', { sac: g.sac })}</th>
              <td className="receipt__num">{rupees(g.taxablePaise)}</td>
            </tr>
            {g.supply === 'intra-state' ? (
              <>
                <tr>
                  <th scope="row">{t('receipt.cgst', { rate: g.ratePercent / 2 })}</th>
                  <td className="receipt__num">{rupees(g.cgstPaise)}</td>
                </tr>
                <tr>
                  <th scope="row">
                    {t('receipt.stateTax', { tax: g.stateTax, rate: g.ratePercent / 2 })}
                  </th>
                  <td className="receipt__num">{rupees(g.sgstPaise)}</td>
                </tr>
              </>
            ) : (
              <tr>
                <th scope="row">{t('receipt.igst', { rate: g.ratePercent })}</th>
                <td className="receipt__num">{rupees(g.igstPaise)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">{t('receipt.placeOfSupply')}</th>
              <td className="receipt__num">
                {g.placeOfSupply} {gstStateName(g.placeOfSupply)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      <table className="receipt__lines">
        <tbody>
          <tr>
            <th scope="row">{g ? t('receipt.amountReceivedGst') : t('receipt.amountReceived')}</th>
            <td className="receipt__num receipt__total">{rupees(receipt.amountPaise)}</td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.inWords')}</th>
            <td className="receipt__words">{words}</td>
          </tr>
        </tbody>
      </table>
      <footer className="receipt__foot">
        <span>{t('receipt.computerGenerated')}</span>
        <span>{t('receipt.forAcademy', { academy: academy.name })}</span>
      </footer>
    </article>
  );
}

type ReceiptPageProps = { scope: ReceiptScope; id: number; backTo: string; backLabel: string };

/** A receipt page: Print / Save as PDF, back, and the receipt; opened with ?print=1 it prints. */
export function ReceiptPage({ scope, id, backTo, backLabel }: ReceiptPageProps) {
  const { t } = useTranslation('documents');
  const receipt = useReceipt(scope, id);
  const autoPrint =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('print');
  useEffect(() => {
    if (autoPrint && receipt.isSuccess) window.print();
  }, [autoPrint, receipt.isSuccess]);

  return (
    <QueryView
      query={receipt}
      loadingLabel={t('receipt.loading')}
      errorMessage={t('receipt.loadError')}
    >
      {(data) => (
        <>
          <Stack direction="row" spacing={1} className="receipt-actions" sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
              {backLabel}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('printPdf')}
            </Button>
          </Stack>
          {data.reversal && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('receipt.reversedAlert')}
            </Alert>
          )}
          <ReceiptDocument receipt={data} />
        </>
      )}
    </QueryView>
  );
}
