export function requestHeaderOf(context: unknown, name: string): string | undefined;
