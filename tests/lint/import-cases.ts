/**
 * Imports tried against the real eslint.config.js by boundaries.test.ts: each forbidden one
 * from a file at a realistic path, with the rule that must refuse it, and allowed ones that must
 * lint clean so the rules cannot pass by refusing everything.
 */
export type ImportCase = {
  /** The importing file, relative to the repository (it need not exist). */
  file: string;
  /** What it imports. */
  spec: string;
  /** How: a static import (default), a type-only import, a dynamic import() or a re-export. */
  form?: 'import' | 'type' | 'dynamic' | 'export';
};

export type ForbiddenCase = ImportCase & { rule: string };

const zone = 'import-x/no-restricted-paths';
const builtin = 'import-x/no-nodejs-modules';

/** A feature's component one and two folders down. */
const feature = 'src/client/features/courses/components/lint-probe.tsx';
const deeperFeature = 'src/client/features/courses/components/parts/lint-probe.tsx';
const component = 'src/client/components/lint-probe.tsx';
const dashboardComponent = 'src/client/components/dashboard/lint-probe.tsx';
const lib = 'src/client/lib/lint-probe.ts';
const shared = 'src/shared/lint-probe.ts';
const server = 'src/server/lib/lint-probe.ts';

export const forbidden: ForbiddenCase[] = [
  // A feature never reaches another feature, by any path or import form.
  { file: feature, spec: '../../notices/api/get-notices', rule: zone },
  { file: feature, spec: '../../../features/notices/api/get-notices', rule: zone },
  { file: feature, spec: '../../../../client/features/notices/components/notice-card', rule: zone },
  {
    file: feature,
    spec: '../../../../../src/client/features/notices/components/notice-card',
    rule: zone,
  },
  { file: deeperFeature, spec: '../../../notices/api/get-notices', rule: zone },
  { file: deeperFeature, spec: '../../../../features/students/api/get-students', rule: zone },
  { file: feature, spec: '../../notices/api/get-notices', form: 'dynamic', rule: zone },
  { file: feature, spec: '../../notices/api/create-notice', form: 'export', rule: zone },
  { file: feature, spec: '../../notices/components/notice-card', form: 'type', rule: zone },
  // The aliases of package.json "imports" reach no further than relative paths do.
  { file: feature, spec: '#client/features/notices/api/get-notices.ts', rule: zone },
  { file: feature, spec: '#server/data/courses.ts', rule: zone },
  { file: shared, spec: '#client/lib/api.ts', rule: zone },
  { file: server, spec: '#client/lib/api.ts', rule: zone },
  // No import climbs more than two folders: across the tree it goes through an alias.
  { file: feature, spec: '../../../components/logo', rule: 'no-restricted-imports' },
  {
    file: feature,
    spec: '../../../../shared/courses',
    form: 'export',
    rule: 'no-restricted-imports',
  },
  // An import the resolver cannot place would pass every zone unseen, so it is an error itself.
  { file: feature, spec: '../../notices/api/not-a-module', rule: 'import-x/no-unresolved' },
  // The client (features included) never imports server code, Node or server-only packages.
  { file: feature, spec: 'drizzle-orm', rule: zone },
  { file: feature, spec: '../../../../../node_modules/drizzle-orm', rule: zone },
  { file: feature, spec: 'node:fs', rule: builtin },
  { file: feature, spec: 'fs', rule: builtin },
  { file: feature, spec: 'fastify', rule: zone },
  { file: feature, spec: 'pg', rule: zone },
  { file: feature, spec: '@electric-sql/pglite', rule: zone },
  { file: feature, spec: 'sharp', rule: zone },
  { file: feature, spec: 'nodemailer', rule: zone },
  { file: feature, spec: '../../../../server/data/courses', rule: zone },
  { file: lib, spec: '../../server/env', rule: zone },
  { file: lib, spec: '../../../tests/support/wait-for', rule: zone },
  // components/ and lib/ never import features or route modules.
  { file: component, spec: '../features/notices/api/get-notices', rule: zone },
  { file: dashboardComponent, spec: '../../features/courses/api/get-courses', rule: zone },
  { file: component, spec: '../app/public/seo', rule: zone },
  { file: lib, spec: '../features/courses/api/get-courses', rule: zone },
  { file: lib, spec: '../app/public/seo', rule: zone },
  // src/shared imports nothing but zod and itself.
  { file: shared, spec: 'react', rule: zone },
  { file: shared, spec: '@mui/material', rule: zone },
  { file: shared, spec: '@mui/material/Button', rule: zone },
  { file: shared, spec: 'react', form: 'type', rule: zone },
  { file: shared, spec: 'node:path', rule: builtin },
  { file: shared, spec: 'path', rule: builtin },
  { file: shared, spec: 'drizzle-orm', rule: zone },
  { file: shared, spec: '../server/env', rule: zone },
  { file: shared, spec: '../client/lib/api', rule: zone },
  { file: 'src/shared/catalogue-data/lint-probe.ts', spec: '../../client/lib/api', rule: zone },
  // The server never imports client code, React or MUI.
  { file: server, spec: '../../client/lib/api', rule: zone },
  { file: server, spec: '../../client/features/courses/api/get-courses', rule: zone },
  { file: server, spec: 'react', rule: zone },
  { file: server, spec: 'react-dom/client', rule: zone },
  { file: server, spec: '@mui/material/Button', rule: zone },
];

export const allowed: ImportCase[] = [
  { file: feature, spec: '../api/get-courses' },
  { file: deeperFeature, spec: '../../api/get-courses' },
  { file: feature, spec: '#client/components/logo.tsx' },
  { file: feature, spec: '#client/lib/api.ts' },
  { file: feature, spec: '#shared/courses.ts' },
  { file: feature, spec: '#shared/courses.ts', form: 'type' },
  { file: feature, spec: 'react' },
  { file: feature, spec: '@mui/material/Button' },
  { file: feature, spec: '@tanstack/react-query' },
  { file: feature, spec: 'zod' },
  { file: feature, spec: '../api/get-courses', form: 'dynamic' },
  { file: 'src/client/app/admin/lint-probe.tsx', spec: '../../features/courses/api/get-courses' },
  { file: 'src/client/app/admin/lint-probe.tsx', spec: '../../features/notices/api/get-notices' },
  { file: component, spec: '../lib/api' },
  { file: dashboardComponent, spec: '../logo' },
  { file: lib, spec: '../../shared/errors' },
  { file: lib, spec: '#shared/errors.ts' },
  { file: shared, spec: 'zod' },
  { file: shared, spec: './courses' },
  { file: 'src/shared/lint-probe.test.ts', spec: 'vitest' },
  { file: server, spec: '../../shared/courses' },
  { file: server, spec: '#shared/courses.ts' },
  { file: server, spec: '#server/data/courses.ts' },
  { file: server, spec: 'drizzle-orm' },
  { file: server, spec: 'node:fs' },
  { file: server, spec: 'fastify' },
];

/** The probe file's text: the import, and a use of it so nothing else objects. */
export function probeSource({ spec, form = 'import' }: ImportCase): string {
  if (form === 'dynamic') return `export const load = () => import('${spec}');\n`;
  if (form === 'export') return `export * from '${spec}';\n`;
  if (form === 'type') {
    return `import type * as imported from '${spec}';\n\nexport type Used = typeof imported;\n`;
  }
  return `import * as imported from '${spec}';\n\nexport const used = imported;\n`;
}
