import sanitizeHtml from 'sanitize-html';
import { PICTURE_NAME_PATTERN, PICTURES_PATH } from '@/lib/pictures/picture-address';

/** A picture from our own picture route: the only pictures a post may show (no tracking pixels, no hotlinks). */
const isOwnPicture = (src: string) =>
  src.startsWith(`${PICTURES_PATH}/`) && PICTURE_NAME_PATTERN.test(src.slice(PICTURES_PATH.length + 1));
const SIZE = /^\d{1,5}$/;

/** Links that leave the site open in a new tab, and give the page they open no way back to ours. */
const OUTSIDE_LINK = /^https?:\/\//i;
/** Every address a link may have: the web, mail, a phone, or a page of this site. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // Absolute links may be web, mail or phone addresses; `javascript:`, `data:` and the like go.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script, style and the like go with their contents; any other unknown tag leaves its text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its one h1; a pasted h1 becomes a section heading, h4–h6 a sub-heading.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    // A link to anywhere else (`javascript:`, `data:`, `//host`) loses its address, not its words
    // (an <a> without href is plain text).
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      if (!ALLOWED_LINK.test(href)) return { tagName, attribs: {} };
      const outside: sanitizeHtml.Attributes = { target: '_blank', rel: 'noopener noreferrer' };
      return { tagName, attribs: OUTSIDE_LINK.test(href) ? { href, ...outside } : { href } };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) =>
          name === 'width' || name === 'height' ? SIZE.test(value) : true,
        ),
      ),
    }),
  },
  // A picture from anywhere but our own route is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPicture(frame.attribs.src ?? ''),
};

/**
 * A post body as it may be stored and shown: the headings, paragraphs, lists, links and pictures
 * the writing box makes, and nothing that runs (no scripts, no event handlers, no styles, no
 * frames, no forms). Run on every save and again on publishing.
 */
export const sanitiseBody = (html: string): string => sanitizeHtml(html, options);

/** The body's words as plain text (for reading time and feeds' summaries). */
export const bodyText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
