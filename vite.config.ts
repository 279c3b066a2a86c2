import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPaths.map((p) => [p.endsWith('-') ? `^${p}` : p, { target: apiTarget }]),
    ),
  },
});
