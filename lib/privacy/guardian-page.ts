/** The public path of a parent's page (unlocalised): app/[locale]/privacy/guardian/[token]. */
export const guardianPagePath = (token: string) => `/privacy/guardian/${token}`;
