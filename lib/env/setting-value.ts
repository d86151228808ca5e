/**
 * The first rule for every setting, public or server: blanks around a value are dropped, and an
 * empty value counts as unset (an `.env` line left as `NAME=` sets nothing).
 */
export const settingValue = (raw: string | undefined): string | undefined => raw?.trim() || undefined;

/** The named settings of `source`, each by that rule. */
export function settingValues<Name extends string>(
  source: Partial<Record<Name, string>>,
  names: readonly Name[],
): Record<Name, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, settingValue(source[name])])) as Record<
    Name,
    string | undefined
  >;
}

/** The error a schema's failure stops the server with: every bad setting, by the message naming it. */
export const invalidEnvironment = (issues: readonly { message: string }[]): Error =>
  new Error(`Invalid environment: ${issues.map((issue) => issue.message).join('; ')}`);
