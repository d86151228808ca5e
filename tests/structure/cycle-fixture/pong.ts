import { ping } from './ping';

// The other half of the cycle in ./ping.ts.
export const pong = 'pong';
export const pongPing = (): string => `${pong} ${ping}`;
