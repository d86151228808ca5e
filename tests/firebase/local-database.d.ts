// Types for the embedded database script (scripts/local-database.mjs), which has no declarations
// of its own. A pattern is used because an ambient module cannot be named by a relative path.
declare module '*/scripts/local-database.mjs' {
  export interface LocalDatabaseOptions {
    port?: number;
    /** The file that keeps the data; null or undefined for none. */
    file?: string | null;
    seed?: string;
    rules?: string;
    quiet?: boolean;
  }

  export interface LocalDatabase {
    port: number;
    server: unknown;
    close(): Promise<void>;
  }

  export const DEFAULT_LOCAL_DB: { port: number; file: string; seed: string };
  export function writeAtomically(file: string, value: unknown): void;
  export function startLocalDatabase(options?: LocalDatabaseOptions): Promise<LocalDatabase>;
}
