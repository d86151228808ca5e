/** When the survey stops taking answers: the end of its closing day in India (YYYY-MM-DD). */
export const surveyClosedAt = (closesOn: string): number => Date.parse(`${closesOn}T23:59:59.999+05:30`);
