import { getRequestConfig } from 'next-intl/server';
import { isLocale, routing } from './routing';
import { messagesFor } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Kolkata' };
});
