// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, webAppManifest, webAppManifestPath } from '@/lib/offline/web-app-manifest';
import { siteConfig } from '@/lib/site-config';

const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

describe('the web app manifest', () => {
  it('names the foundation in English and opens the English site', () => {
    const manifest = webAppManifest('en', 'About us');
    expect(manifest).toMatchObject({
      name: 'Rohtas Yuva Foundation',
      short_name: 'RYF',
      description: 'About us',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      theme_color: siteConfig.colors.primary,
      background_color: siteConfig.colors.background,
    });
  });

  it('names the foundation in Hindi and opens the Hindi site, as an app of its own', () => {
    const manifest = webAppManifest('hi', 'हमारे बारे में');
    expect(manifest).toMatchObject({
      name: 'रोहतास युवा फाउंडेशन',
      short_name: 'रोहतास युवा',
      lang: 'hi',
      start_url: '/hi',
      scope: '/hi',
      id: '/hi',
    });
    expect(manifest.id).not.toBe(webAppManifest('en', '').id);
  });

  it('keeps the short names short enough to fit under an icon', () => {
    for (const locale of ['en', 'hi'] as const) {
      expect([...(webAppManifest(locale, '').short_name ?? '')].length).toBeLessThanOrEqual(12);
    }
  });

  it('sits under each language prefix', () => {
    expect(webAppManifestPath('en')).toBe('/site.webmanifest');
    expect(webAppManifestPath('hi')).toBe('/hi/site.webmanifest');
  });

  it('lists PNG icons of 192 and 512 pixels and a maskable one, all committed at their stated size', () => {
    const sizes = APP_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of APP_ICONS) {
      const file = `public${icon.src}`;
      expect(existsSync(file), file).toBe(true);
      expect(pngSize(file)).toBe(icon.sizes);
    }
  });
});
