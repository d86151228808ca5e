import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { LOCAL_DB_PORT } from '../../playwright.config';

const localDatabase = new RegExp(`127\\.0\\.0\\.1:${LOCAL_DB_PORT}`);

/** Sends the browser's database connection to another local database (its own data or rules). */
export async function useDatabase(page: Page, port: number) {
  await page.routeWebSocket(localDatabase, (route) => {
    const upstream = new WebSocket(route.url().replace(`:${LOCAL_DB_PORT}`, `:${port}`));
    const pending: string[] = [];
    upstream.on('open', () => pending.splice(0).forEach((m) => upstream.send(m)));
    upstream.on('message', (data) => route.send(data.toString()));
    upstream.on('close', () => route.close());
    route.onMessage((message) => {
      const text = String(message);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
    route.onClose(() => upstream.close());
  });
}

/** Holds the browser's database connection open without ever answering. */
export const holdDatabase = (page: Page) => page.routeWebSocket(localDatabase, () => {});
