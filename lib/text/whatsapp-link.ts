import { normalizeMobile } from '@/lib/forms/field-values';

/** WhatsApp's "click to chat" link: the message ready to send to an Indian mobile number. */
export const whatsAppLink = (mobile: string, message: string) =>
  `https://wa.me/91${normalizeMobile(mobile)}?text=${encodeURIComponent(message)}`;

/** WhatsApp's share link: the person picks whom to send the message to. */
export const whatsAppShareLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;
