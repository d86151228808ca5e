import { LOCAL_DB_PORT } from '../../playwright.config';
import { asDatabaseAdmin } from '../../tests/support/realtime-admin';

/** Writes to the e2e database as the server does (the admin credential, over the realtime protocol). */
export async function writeAsServer(path: string, value: unknown): Promise<void> {
  await asDatabaseAdmin(LOCAL_DB_PORT, 'demo-rohtas-yuva', async (send) => {
    const status = await send('p', { p: `/${path}`, d: value });
    if (status !== 'ok') throw new Error(`Writing ${path}: ${status}`);
  });
}
