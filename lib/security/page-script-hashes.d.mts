export const STATIC_PAGES_FILE: string;
export function inlineScripts(html: string): string[];
export function hashSource(text: string): string;
export function scriptHashesOf(html: string): string[];
export function pageEtag(html: string): string;
