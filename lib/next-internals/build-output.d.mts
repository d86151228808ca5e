export function prerenderedPathOf(key: string): string | null;
export function readPrerenderedPage(serverDistDir: string | undefined, key: string, kind?: string): Promise<unknown>;
