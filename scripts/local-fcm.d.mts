export const LOCAL_FCM_PORT: number;
export function startLocalFcm(options?: {
  port?: number;
  host?: string;
}): Promise<{ port: number; close(): Promise<void> }>;
