/**
 * The addresses a post's link may go to: a web page, an e-mail or a phone number. Anything else
 * (javascript:, data:, a file on the writer's phone) is refused before it reaches the body.
 */
const ALLOWED = /^(?:https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9 ()-]*)$/i;

export const isAllowedAddress = (address: string): boolean => ALLOWED.test(address.trim());
