// `npm run dev`: the API server on :3001 (restarting on change) and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    // Vite's proxy passes the browser's Host and Origin (localhost:5173) through: the server's dev allowlist.
    env: { DEV_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', 'packages/site', '--port', '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
