export function publicPath(internal: string): string;
export function staticPages(appDir?: string): Record<string, { scripts: string[]; etag: string }>;
