import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { academy, postalAddress } from '../../../../shared/academy';
import { paymentMethodLabels, type Receipt } from '../../../../shared/fees';
import { gstStates } from '../../../../shared/gst-states';
import { formatDate } from '../../../../shared/format';
import { formatRupees } from '../../../../shared/money';
import { QueryView } from '../../../components/dashboard/query-view';
import { useReceipt, type ReceiptScope } from '../api/fees';
import './fees.css';

const rupees = (paise: number) => formatRupees(paise, 'en');

/** The printed receipt: academy, serial, date, student, course, amount in figures and words. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const g = receipt.gst;
  return (
    <article className="receipt" aria-label={`Receipt ${receipt.serial}`} data-ready="true">
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
          <p className="receipt__title">Fee receipt</p>
        </div>
      </header>
      {receipt.reversal && (
        <p className="receipt__reversed" role="status">
          Reversed on {formatDate(receipt.reversal.on)}: {receipt.reversal.reason}. This receipt no
          longer stands.
        </p>
      )}
      <table className="receipt__meta">
        <tbody>
          <tr>
            <th scope="row">Receipt No.</th>
            <td>{receipt.serial}</td>
          </tr>
          <tr>
            <th scope="row">Date</th>
            <td>{formatDate(receipt.date)}</td>
          </tr>
          <tr>
            <th scope="row">Received from</th>
            <td>
              {receipt.studentName} (Student ID {receipt.studentId})
            </td>
          </tr>
          <tr>
            <th scope="row">Course</th>
            <td>
              {receipt.courseName}
              {receipt.courseCode && ` (${receipt.courseCode})`}
            </td>
          </tr>
          <tr>
            <th scope="row">Payment method</th>
            <td>
              {paymentMethodLabels[receipt.method]}
              {receipt.reference && `, ref. ${receipt.reference}`}
            </td>
          </tr>
        </tbody>
      </table>
      {g && (
        <table className="receipt__lines" aria-label="GST">
          <tbody>
            <tr>
              <th scope="row">Course fee (SAC {g.sac}), taxable value</th>
              <td className="receipt__num">{rupees(g.taxablePaise)}</td>
            </tr>
            {g.supply === 'intra-state' ? (
              <>
                <tr>
                  <th scope="row">CGST @ {g.ratePercent / 2}%</th>
                  <td className="receipt__num">{rupees(g.cgstPaise)}</td>
                </tr>
                <tr>
                  <th scope="row">
                    {g.stateTax} @ {g.ratePercent / 2}%
                  </th>
                  <td className="receipt__num">{rupees(g.sgstPaise)}</td>
                </tr>
              </>
            ) : (
              <tr>
                <th scope="row">IGST @ {g.ratePercent}%</th>
                <td className="receipt__num">{rupees(g.igstPaise)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">Place of supply</th>
              <td className="receipt__num">
                {g.placeOfSupply} {gstStates[g.placeOfSupply] ?? ''}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      <table className="receipt__lines">
        <tbody>
          <tr>
            <th scope="row">Amount received{g ? ' (GST inclusive)' : ''}</th>
            <td className="receipt__num receipt__total">{rupees(receipt.amountPaise)}</td>
          </tr>
          <tr>
            <th scope="row">In words</th>
            <td className="receipt__words">{receipt.amountInWords}</td>
          </tr>
        </tbody>
      </table>
      <footer className="receipt__foot">
        <span>This is a computer-generated receipt.</span>
        <span>For {academy.name}</span>
      </footer>
    </article>
  );
}

type ReceiptPageProps = { scope: ReceiptScope; id: number; backTo: string; backLabel: string };

/** A receipt page: Print / Save as PDF, back, and the receipt; opened with ?print=1 it prints. */
export function ReceiptPage({ scope, id, backTo, backLabel }: ReceiptPageProps) {
  const receipt = useReceipt(scope, id);
  const autoPrint =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('print');
  useEffect(() => {
    if (autoPrint && receipt.isSuccess) window.print();
  }, [autoPrint, receipt.isSuccess]);

  return (
    <QueryView
      query={receipt}
      loadingLabel="Loading the receipt"
      errorMessage="This receipt could not be loaded."
    >
      {(data) => (
        <>
          <Stack direction="row" spacing={1} className="receipt-actions" sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
              {backLabel}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print / Save as PDF
            </Button>
          </Stack>
          {data.reversal && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              This payment was reversed.
            </Alert>
          )}
          <ReceiptDocument receipt={data} />
        </>
      )}
    </QueryView>
  );
}
