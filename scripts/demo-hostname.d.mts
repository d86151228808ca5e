export const DEMO_DEFAULT_HOSTNAME: string;
export function demoNextArgs(nextArgs: readonly string[], demoHostname: string | undefined): string[];
