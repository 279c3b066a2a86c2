import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/client/app/prerender';

export default {
  appDirectory: 'src/client/app',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
