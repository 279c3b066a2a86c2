// `npm run dev`: the API server with reload on :3001 and Vite with hot reload on :5173
// (Vite proxies the API paths to the server). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { loadEnvFile } from './load-env.mjs';

loadEnvFile();
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn('npx', ['react-router', 'dev'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
