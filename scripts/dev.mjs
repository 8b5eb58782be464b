// `npm run dev`: the API server on :3001 (restarting on change) and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const api = spawn('npx', ['tsx', 'watch', 'packages/server/src/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  // Vite's proxy passes the browser's Host and Origin (localhost:5173) through: the server's dev allowlist.
  env: { DEV_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', ...process.env, PORT: apiPort },
});
// The server logs JSON lines; for a person at the terminal, pino-pretty turns them into readable ones.
const pretty = spawn('npx', ['pino-pretty', '--colorize', '--translateTime', 'SYS:HH:MM:ss', '--ignore', 'type'], {
  stdio: ['pipe', 'inherit', 'inherit'],
});
api.stdout.pipe(pretty.stdin);
const children = [
  api,
  pretty,
  spawn('npx', ['vite', 'packages/site', '--port', '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
