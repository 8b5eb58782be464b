import { startServer } from './server';

/** One server for the whole run; tests reach it through `baseURL`. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
