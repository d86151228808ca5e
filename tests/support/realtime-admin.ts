import WebSocket from 'ws';

/** Sends one request over the realtime protocol and resolves with its status ('ok' or an error code). */
export type AdminRequest = (action: string, body: unknown) => Promise<string>;

/**
 * Runs `work` on a realtime-protocol connection to a local database, signed in with the admin
 * credential ('owner', see the patch of firebase-server): writes as the server makes them, held
 * to no rules. The REST side would write past the rules engine, which would then not see them.
 */
export async function asDatabaseAdmin<T>(port: number, namespace: string, work: (send: AdminRequest) => Promise<T>) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${namespace}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answers = new Map<number, (status: string) => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (/^\d+$/.test(text)) return;
    const message = JSON.parse(text) as { t: string; d: { r?: number; b?: { s: string } } };
    if (message.t === 'd' && message.d.r !== undefined && message.d.b) answers.get(message.d.r)?.(message.d.b.s);
  });
  let request = 0;
  const send: AdminRequest = (a, b) =>
    new Promise<string>((resolve) => {
      answers.set(++request, resolve);
      socket.send(JSON.stringify({ t: 'd', d: { r: request, a, b } }));
    });
  try {
    if ((await send('auth', { cred: 'owner' })) !== 'ok') throw new Error('The database refused the admin credential');
    return await work(send);
  } finally {
    socket.close();
  }
}
