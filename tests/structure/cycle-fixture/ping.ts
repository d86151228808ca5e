import { pong } from './pong';

// Half of an import cycle on purpose, left out of `npm run lint`: tests/structure/no-cycle-rule.test.ts
// shows that the lint rule reports it.
export const ping = 'ping';
export const pingPong = (): string => `${ping} ${pong}`;
