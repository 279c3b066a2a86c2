import { pngImage } from '../tests/fixtures/uploads';
import { csvFile, get, json, type Row } from './authz-rows';
import { mcqBody, mockTestBody } from './authz-spares';

const questionsCsv =
  'Type,Question,Option A,Option B,Option C,Option D,Correct Option,Answer Min,Answer Max,Explanation,Subject,Topic,Difficulty\r\n' +
  'numerical,What is 7 × 6?,,,,,,42,42,,Mathematics,Arithmetic,\r\n';

/** The admin console's mock-test rows: the question bank, tests, corrections and results. */
export function adminMockRows(): Record<string, Row> {
  return {
    'GET /api/admin/mock-questions': get('admin', '/api/admin/mock-questions'),
    'GET /api/admin/mock-questions/export.csv': get(
      'admin',
      '/api/admin/mock-questions/export.csv',
    ),
    'GET /api/admin/mock-questions/:id': get(
      'admin',
      (w) => `/api/admin/mock-questions/${w.question.id}`,
    ),
    'POST /api/admin/mock-questions': {
      who: 'admin',
      req: () => json('/api/admin/mock-questions', mcqBody),
    },
    'PUT /api/admin/mock-questions/:id': {
      who: 'admin',
      req: async (w) => json(`/api/admin/mock-questions/${await w.spare.question()}`, mcqBody),
    },
    'DELETE /api/admin/mock-questions/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/admin/mock-questions/${await w.spare.question()}` }),
    },
    'PUT /api/admin/mock-questions/:id/image': {
      who: 'admin',
      req: async (w) => ({
        url: `/api/admin/mock-questions/${await w.spare.question()}/image`,
        form: {
          fields: {},
          files: { image: { name: 'figure.png', data: await pngImage(), type: 'image/png' } },
        },
      }),
    },
    'DELETE /api/admin/mock-questions/:id/image': {
      who: 'admin',
      req: async (w) => ({ url: `/api/admin/mock-questions/${await w.spare.question()}/image` }),
    },
    'POST /api/admin/mock-questions/import': {
      who: 'admin',
      req: () => ({
        url: '/api/admin/mock-questions/import',
        form: csvFile(questionsCsv),
      }),
    },
    'GET /api/admin/mock-tests': get('admin', '/api/admin/mock-tests'),
    'GET /api/admin/mock-tests/:id': get('admin', (w) => `/api/admin/mock-tests/${w.testDone}`),
    'POST /api/admin/mock-tests': {
      who: 'admin',
      req: (w) => json('/api/admin/mock-tests', mockTestBody(w.question.id, w.course.id)),
    },
    'PUT /api/admin/mock-tests/:id': {
      who: 'admin',
      req: async (w) =>
        json(
          `/api/admin/mock-tests/${await w.spare.mockTest()}`,
          mockTestBody(w.question.id, w.course.id),
        ),
    },
    'DELETE /api/admin/mock-tests/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/admin/mock-tests/${await w.spare.mockTest()}` }),
    },
    'POST /api/admin/mock-tests/:id/publish': {
      who: 'admin',
      req: async (w) => ({ url: `/api/admin/mock-tests/${await w.spare.mockTest()}/publish` }),
    },
    'POST /api/admin/mock-tests/:id/unpublish': {
      who: 'admin',
      req: async (w) => ({
        url: `/api/admin/mock-tests/${await w.spare.mockTest({ publish: true })}/unpublish`,
      }),
    },
    'POST /api/admin/mock-tests/:id/questions/:questionId/correction': {
      who: 'admin',
      req: (w) =>
        json(`/api/admin/mock-tests/${w.testDone}/questions/${w.question.id}/correction`, {
          correctOption: 'B',
          note: 'Key checked.',
        }),
    },
    'GET /api/admin/mock-tests/:id/results': get(
      'admin',
      (w) => `/api/admin/mock-tests/${w.testDone}/results`,
    ),
    'GET /api/admin/mock-tests/:id/results.csv': get(
      'admin',
      (w) => `/api/admin/mock-tests/${w.testDone}/results.csv`,
    ),
    'GET /api/admin/mock-tests/:id/question-stats': get(
      'admin',
      (w) => `/api/admin/mock-tests/${w.testDone}/question-stats`,
    ),
    'GET /api/admin/mock-attempts/:id/result': get(
      'admin',
      (w) => `/api/admin/mock-attempts/${w.attemptDone}/result`,
    ),
  };
}
