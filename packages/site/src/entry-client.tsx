import './public-styles.css';

/**
 * The browser's entry: it starts the application in steps, each evaluated in a task of its own, so
 * that no single task after the first paint runs all of the start-up's code (on a phone four times
 * slower than this machine, React's and the application's modules evaluated together were a 70-110 ms
 * task). The boot script (scripts/html.mjs) has already preloaded every module of each step, so the
 * steps wait on no network, only on the browser's turn: React DOM first, then the application
 * (app/start.tsx: copy, data, pages, hydration), its own entry of the build (vite.config.ts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

await import('react-dom/client');
await nextTask();
await import('./app/start');
