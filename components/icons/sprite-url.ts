/** Where the icon sprite is served (app/icons.svg). */
export const ICON_SPRITE_PATH = '/icons.svg';
/**
 * The sprite's address as pages name it: its version, a hash of the icons' shapes made when the
 * site is built (next.config.ts), changes with them, so a browser may keep each version for good.
 */
export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?v=${process.env.ICON_SPRITE_VERSION ?? 'unbuilt'}`;
