import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountsQuerySchema,
  feeAccountSchema,
  feeAccountsReplySchema,
  paymentInputSchema,
  paymentSchema,
  reversalInputSchema,
} from '#shared/fees.ts';
import { receiptSchema, recordPaymentReplySchema } from '#shared/fee-receipts.ts';
import { planInputSchema } from '#shared/fee-plan.ts';
import { formatDate } from '#shared/format.ts';
import { recordPayment, reversePayment } from '#server/data/fee-payments.ts';
import { findReceipt } from '#server/data/fee-receipts.ts';
import { feeContactPhones, getFeeAccount, listFeeAccounts } from '#server/data/fees.ts';
import { setFeePlan } from '#server/data/fee-plans.ts';
import { toCsv } from '#server/lib/csv.ts';
import { datedCsvName, sendCsv } from '#server/lib/csv-reply.ts';
import { idParams, textReply } from '#server/lib/route-schemas.ts';
import { sessionUserId } from '#server/plugins/session.ts';

const enrolmentParams = z.object({ enrolmentId: idParams.shape.id });
/** Paise as plain rupees for spreadsheets, exactly ('4000050' → '40000.50'). */
const rupees = (paise: number) => {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
};

/** The office's fee calls: balances, one account, payments, reversals, plans, receipts, CSV. */
export const feesRoutes: FastifyPluginAsyncZod = async (app) => {
  const gst = { gstin: app.config.gstin, academyState: app.config.academyState };

  app.get(
    '/api/admin/fees/accounts',
    { schema: { querystring: accountsQuerySchema, response: { 200: feeAccountsReplySchema } } },
    async (request) => listFeeAccounts(app.db, request.query.status),
  );

  app.get(
    '/api/admin/fees/accounts/:enrolmentId',
    { schema: { params: enrolmentParams, response: { 200: feeAccountSchema } } },
    async (request) => getFeeAccount(app.db, request.params.enrolmentId),
  );

  app.put(
    '/api/admin/fees/accounts/:enrolmentId/plan',
    {
      schema: {
        params: enrolmentParams,
        body: planInputSchema,
        response: { 200: feeAccountSchema },
      },
    },
    async (request) => setFeePlan(app.db, request.params.enrolmentId, request.body),
  );

  app.post(
    '/api/admin/fees/accounts/:enrolmentId/payments',
    {
      schema: {
        params: enrolmentParams,
        body: paymentInputSchema,
        response: { 201: recordPaymentReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordPayment(
            app.db,
            gst,
            request.params.enrolmentId,
            request.body,
            sessionUserId(request),
          ),
        ),
  );

  app.post(
    '/api/admin/fees/payments/:id/reverse',
    { schema: { params: idParams, body: reversalInputSchema, response: { 201: paymentSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reversePayment(app.db, request.params.id, request.body, sessionUserId(request)),
        ),
  );

  app.get(
    '/api/admin/fees/receipts/:id',
    { schema: { params: idParams, response: { 200: receiptSchema } } },
    async (request) => findReceipt(app.db, request.params.id),
  );

  app.get(
    '/api/admin/fees/accounts.csv',
    {
      schema: {
        querystring: accountsQuerySchema,
        produces: ['text/csv'],
        response: {
          200: textReply('Fee balances (or only defaulters) as CSV, amounts in rupees.'),
        },
      },
    },
    async (request, reply) => {
      const { accounts } = await listFeeAccounts(app.db, request.query.status);
      const phones = await feeContactPhones(
        app.db,
        accounts.map((a) => a.studentDbId),
      );
      const body = toCsv(
        [
          'Student ID',
          'Student Name',
          'Phone',
          'Guardian Phone',
          'Course',
          'Course Code',
          'Type',
          'Total Fee (INR)',
          'Paid (INR)',
          'Unpaid (INR)',
          'Overdue (INR)',
          'Next Due',
        ],
        accounts.map((a) => [
          a.studentId,
          a.studentName,
          phones.get(a.studentDbId)?.phone ?? '',
          phones.get(a.studentDbId)?.guardianPhone ?? '',
          a.courseName,
          a.courseCode,
          a.type,
          rupees(a.totalPaise),
          rupees(a.paidPaise),
          rupees(a.unpaidPaise),
          rupees(a.overduePaise),
          // Dates as the screens show them (dd-mm-yyyy), not ISO (27.12).
          a.nextDueOn ? formatDate(a.nextDueOn) : '',
        ]),
      );
      const name = request.query.status === 'defaulters' ? 'fee-defaulters' : 'fee-balances';
      return sendCsv(reply, datedCsvName(name), body);
    },
  );
};
