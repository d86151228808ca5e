import 'server-only';
import { cookies, headers } from 'next/headers';
import { headerAsksToSaveData, parseStoredChoice, resolveSaveData, SAVE_DATA_KEY } from './setting';

/** The setting for this request: the cookie's stored choice, else the Save-Data request header. */
export async function saveDataForRequest(): Promise<boolean> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return resolveSaveData(
    parseStoredChoice(cookieStore.get(SAVE_DATA_KEY)?.value),
    headerAsksToSaveData(headerList.get('save-data')),
  );
}
