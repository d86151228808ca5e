export function publicPath(internal: string): string;
export function staticPageScripts(appDir?: string): Record<string, string[]>;
