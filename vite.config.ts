import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { hashedImages } from './scripts/vite-hashed-images.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const apiPaths = [
  '/api',
  '/auth',
  '/uploads',
  '/healthz',
  '/get-',
  '/add-',
  '/update-',
  '/delete-',
];

/**
 * React Router's package points every import at its development build (its dev warnings always
 * on); the browser's production bundle takes the production build instead (issue 11: a smaller
 * first load). Only the client build: the prerenderer and the server keep one copy, the package's.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  const files: Record<string, string> = {
    'react-router': `${dist}index.mjs`,
    'react-router/dom': `${dist}dom-export.mjs`,
  };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      order: 'pre',
      handler(source) {
        return files[source];
      },
    },
  };
}

/**
 * zod builds object validators with `new Function`, which the CSP forbids; in the browser every
 * `import … from 'zod'` goes through src/client/lib/zod-without-eval.ts, which turns that off
 * before any schema is made (the order of modules in a chunk can then never undo it).
 */
function zodWithoutEval(): Plugin {
  const wrapper = fileURLToPath(new URL('./src/client/lib/zod-without-eval.ts', import.meta.url));
  return {
    name: 'zod-without-eval',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        return source === 'zod' && importer !== wrapper ? wrapper : undefined;
      },
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), reactRouterProductionBuild(), zodWithoutEval(), hashedImages()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPaths.map((p) => [p.endsWith('-') ? `^${p}` : p, { target: apiTarget }]),
    ),
  },
});
