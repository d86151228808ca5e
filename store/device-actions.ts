import { createAction } from '@reduxjs/toolkit';
import type { DeviceRecord } from '@/lib/news/device-storage';
import type { Article } from '@/lib/news/types';

/**
 * Actions about this device that more than one slice follows. The reader's listener reads the
 * device and reports it here; reducers stay free of storage and clocks.
 */

/** The device's storage was read (at start, or after another tab changed it). */
export const deviceRead = createAction<DeviceRecord>('device/read');

/** Offline at start: the reader shows the last page fetched on this device instead of the page it was given. */
export const savedPageShown = createAction<{ articles: Article[]; savedAt: string | null }>('device/savedPageShown');
