import type { Config } from '@react-router/dev/config';

// Server-rendered pages (slow phones and search engines get HTML first); built into build/{client,server}.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
