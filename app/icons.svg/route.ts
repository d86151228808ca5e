import { iconSpriteSvg } from '@/components/icons/icon-sprite';

// Made once, when the site is built: the sprite changes only with the icons' shapes.
export const dynamic = 'force-static';

/**
 * The icon sprite (components/icons/icon-sprite.ts). Pages name it with its version
 * (ICON_SPRITE_URL), so a browser keeps what it fetched for a year without asking again.
 */
export function GET() {
  return new Response(iconSpriteSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
