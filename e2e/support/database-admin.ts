import WebSocket from 'ws';
import { LOCAL_DB_PORT } from '../../playwright.config';

/**
 * Writes to the e2e database as the server does, over the realtime protocol with the admin
 * credential ('owner', see the patch of firebase-server). Its REST side would write past the
 * rules engine, which would then not see the change.
 */
export async function writeAsServer(path: string, value: unknown): Promise<void> {
  const socket = new WebSocket(`ws://127.0.0.1:${LOCAL_DB_PORT}/.ws?v=5&ns=demo-rohtas-yuva`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answers = new Map<number, (status: string) => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (/^\d+$/.test(text)) return;
    const message = JSON.parse(text) as { t: string; d: { r?: number; b?: { s: string } } };
    if (message.t === 'd' && message.d.r !== undefined && message.d.b) answers.get(message.d.r)?.(message.d.b.s);
  });
  const send = (r: number, a: string, b: unknown) =>
    new Promise<string>((resolve) => {
      answers.set(r, resolve);
      socket.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
    });
  try {
    if ((await send(1, 'auth', { cred: 'owner' })) !== 'ok')
      throw new Error('The database refused the admin credential');
    const status = await send(2, 'p', { p: `/${path}`, d: value });
    if (status !== 'ok') throw new Error(`Writing ${path}: ${status}`);
  } finally {
    socket.close();
  }
}
