import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * The Cloud Storage emulator of firebase-tools (written in Node), started in this process. Its
 * rules runtime is left out: that is a Java program firebase-tools downloads, which cannot be
 * reached here, and the admin SDK's requests (the only ones the site makes) bypass the rules
 * anyway. Everything else is the emulator's own: its HTTP API, metadata and file storage.
 */
export interface StorageEmulator {
  /** host:port, for FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

interface EmulatorArgs {
  projectId: string;
  host: string;
  port: number;
  rules: unknown[];
  auto_download: boolean;
}
interface EmulatorInstance {
  getPersistenceTmpDir(): string;
}
interface ExpressApp {
  listen(port: number, host: string): Server;
}

const require = createRequire(import.meta.url);
const tools = 'firebase-tools/lib/emulator';
const { StorageEmulator } = require(`${tools}/storage/index.js`) as {
  StorageEmulator: new (args: EmulatorArgs) => EmulatorInstance;
};
const { createApp } = require(`${tools}/storage/server.js`) as {
  createApp: (projectId: string, emulator: EmulatorInstance) => Promise<ExpressApp>;
};
const { EmulatorRegistry } = require(`${tools}/registry.js`) as {
  EmulatorRegistry: { set(name: string, emulator: EmulatorInstance): void; clear(name: string): void };
};

export async function startStorageEmulator(projectId: string): Promise<StorageEmulator> {
  const folder = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
  // Its own folder for the stored bytes: the default one is shared by every emulator on the machine.
  class LocalStorageEmulator extends StorageEmulator {
    override getPersistenceTmpDir() {
      return folder;
    }
  }
  const host = '127.0.0.1';
  const port = await freePort();
  const emulator = new LocalStorageEmulator({ projectId, host, port, rules: [], auto_download: false });
  // The emulator writes its own address into the metadata it answers.
  EmulatorRegistry.set('storage', emulator);
  const server = (await createApp(projectId, emulator)).listen(port, host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  return {
    host: `${host}:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      EmulatorRegistry.clear('storage');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
