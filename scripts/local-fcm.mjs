// A local stand-in of Firebase Cloud Messaging's HTTP v1 endpoint, for the demo copy and the tests:
// it answers `POST /v1/projects/<project>/messages:send` as FCM does and records each message
// instead of delivering it. Nothing leaves this computer.
//   node scripts/local-fcm.mjs [--port 9098]
// Tests read what it recorded (`GET /messages?token=<token>`) and mark a token dead
// (`POST /dead` with `{ "token": … }`): it then answers 404 UNREGISTERED for it, as FCM does for
// an app that was uninstalled. A token that starts with `invalid-` gets FCM's 400 INVALID_ARGUMENT
// naming message.token.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export const LOCAL_FCM_PORT = 9098;
const SEND_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;
const MAX_RECORDED = 2000;
const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

const fcmError = (code, status, message, errorCode, extra = []) => ({
  error: { code, message, status, details: [{ '@type': FCM_ERROR_TYPE, errorCode }, ...extra] },
});

const readBody = (request) =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
      if (text.length > 64_000) request.destroy(new Error('too large'));
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Starts the stand-in; answers { port, close() }. */
export function startLocalFcm({ port = LOCAL_FCM_PORT, host = '127.0.0.1' } = {}) {
  const recorded = [];
  const dead = new Set();
  let sequence = 0;

  const reply = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    try {
      if (request.method === 'GET' && url.pathname === '/') return reply(response, 200, { ok: true });
      if (request.method === 'GET' && url.pathname === '/messages') {
        const token = url.searchParams.get('token');
        return reply(response, 200, { messages: recorded.filter((m) => !token || m.message.token === token) });
      }
      if (request.method === 'POST' && url.pathname === '/dead') {
        const { token } = parseJson(await readBody(request)) ?? {};
        if (typeof token !== 'string') return reply(response, 400, { error: 'token?' });
        dead.add(token);
        return reply(response, 200, { ok: true });
      }
      const send = SEND_PATH.exec(url.pathname);
      if (request.method !== 'POST' || !send) {
        return reply(response, 404, fcmError(404, 'NOT_FOUND', 'Not found', 'UNSPECIFIED_ERROR'));
      }
      const body = parseJson(await readBody(request));
      const message = body?.message;
      const token = message?.token;
      if (typeof token !== 'string' || token === '' || token.startsWith('invalid-')) {
        const violation = {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }],
        };
        return reply(
          response,
          400,
          fcmError(
            400,
            'INVALID_ARGUMENT',
            'The registration token is not a valid FCM registration token',
            'INVALID_ARGUMENT',
            [violation],
          ),
        );
      }
      if (dead.has(token)) {
        return reply(response, 404, fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'));
      }
      sequence += 1;
      const name = `projects/${send[1]}/messages/local-${sequence}`;
      recorded.push({ name, project: send[1], message, receivedAt: Date.now() });
      if (recorded.length > MAX_RECORDED) recorded.shift();
      return reply(response, 200, { name });
    } catch (error) {
      return reply(response, 500, fcmError(500, 'INTERNAL', String(error), 'INTERNAL'));
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({ port, close: () => new Promise((done) => server.close(() => done(undefined))) }),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : LOCAL_FCM_PORT;
  const { port: listening } = await startLocalFcm({ port });
  console.log(`Local FCM stand-in on http://127.0.0.1:${listening}`);
}
