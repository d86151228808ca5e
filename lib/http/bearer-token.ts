/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
