export function inlineScripts(html: string): string[];
export function hashSource(text: string): string;
export function policyForPrerenderedHtml(requestPolicy: string, html: string): string;
