import 'server-only';
import { headlinesSource } from '@/lib/news';
import { HEADLINES_STRIP_SIZE } from './constants';
import type { Article } from './types';

/**
 * The first top headlines, for the strip on the home page and above the reader. A feed that
 * fails is logged and gives no headlines: the strip is left out and the page still renders.
 */
export async function topHeadlines(): Promise<Article[]> {
  try {
    const { articles } = await headlinesSource().getHeadlines({ page: 1 });
    return articles.slice(0, HEADLINES_STRIP_SIZE);
  } catch (error) {
    console.error('Top headlines unavailable', error);
    return [];
  }
}
