// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/lib/i18n/messages';
import { readerMessages, SERVER_ONLY_NEWS_KEYS } from '@/lib/news/reader-messages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the reader messages', () => {
  it.each(['en', 'hi'] as const)('leave out exactly the server-only News texts (%s)', (locale) => {
    const news = messagesFor(locale).News;
    const handed = readerMessages(news);
    for (const key of SERVER_ONLY_NEWS_KEYS) expect(handed).not.toHaveProperty(key);
    const kept = Object.keys(news).filter((key) => !(SERVER_ONLY_NEWS_KEYS as readonly string[]).includes(key));
    expect(Object.keys(handed).sort()).toEqual(kept.sort());
    expect(handed).toHaveProperty('errors.generic', news.errors.generic);
  });

  it('are never asked for by browser code: no client component reads a server-only News text', () => {
    const asked = new RegExp(`\\bt\\(\\s*['"\`](${SERVER_ONLY_NEWS_KEYS.join('|')})['"\`]`);
    const offenders = ['components', 'lib'].flatMap(sourceFiles).filter((file) => {
      const code = readFileSync(file, 'utf8');
      const clientNews = /^['"]use client['"]/.test(code) && /useTranslations\(\s*['"]News['"]\s*\)/.test(code);
      return clientNews && asked.test(code);
    });
    expect(offenders).toEqual([]);
    // The check itself sees a client file that asks for one.
    expect(asked.test("const t = useTranslations('News'); t('intro')")).toBe(true);
  });
});
