import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedValue } from '@/lib/browser-storage/stored-value';
import { refuseStorage } from '../support/refused-storage';

interface Counter {
  count: number;
}

const isCounter = (value: unknown): value is Counter =>
  typeof value === 'object' && value !== null && typeof (value as Counter).count === 'number';

const FALLBACK: Counter = { count: 0 };

const counterIn = (area: 'localStorage' | 'sessionStorage') =>
  storedValue<Counter>({
    area,
    key: 'counter',
    fallback: FALLBACK,
    parse: (raw) => {
      const value: unknown = JSON.parse(raw);
      return isCounter(value) ? value : undefined;
    },
    serialize: (counter) => (counter.count === 0 ? null : JSON.stringify(counter)),
  });

/** Lets the microtasks run, as between two tasks of the page. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const otherTabStores = (raw: string | null, storageArea: Storage = window.localStorage) => {
  if (raw === null) storageArea.removeItem('counter');
  else storageArea.setItem('counter', raw);
  window.dispatchEvent(new StorageEvent('storage', { key: 'counter', newValue: raw, storageArea }));
};

afterEach(() => window.sessionStorage.clear());

describe('a stored value', () => {
  it('is the fallback while nothing is stored', () => {
    expect(counterIn('localStorage').get()).toBe(FALLBACK);
  });

  it('stores what is set, reads it back, and removes the key for a value that serializes to null', () => {
    const counter = counterIn('localStorage');
    counter.set({ count: 3 });
    expect(window.localStorage.getItem('counter')).toBe('{"count":3}');
    expect(counter.get()).toEqual({ count: 3 });
    counter.set({ count: 0 });
    expect(window.localStorage.getItem('counter')).toBeNull();
    expect(counter.get()).toEqual(FALLBACK);
  });

  it.each(['not json', '"a string"', '{"count":"three"}', 'null'])('reads %j as the fallback', (raw) => {
    window.localStorage.setItem('counter', raw);
    expect(counterIn('localStorage').get()).toBe(FALLBACK);
  });

  it('gives the same object back while the stored string stays', async () => {
    window.localStorage.setItem('counter', '{"count":2}');
    const counter = counterIn('localStorage');
    const first = counter.get();
    await nextTask();
    expect(counter.get()).toBe(first);
  });

  it('reads storage once per task, however many ask', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const counter = counterIn('localStorage');
    for (let i = 0; i < 20; i += 1) counter.get();
    expect(getItem).toHaveBeenCalledOnce();
    await nextTask();
    counter.get();
    expect(getItem).toHaveBeenCalledTimes(2);
    getItem.mockRestore();
  });

  it('gives the fallback as the server snapshot', () => {
    window.localStorage.setItem('counter', '{"count":9}');
    const counter = counterIn('localStorage');
    expect(counter.getServerSnapshot()).toBe(FALLBACK);
  });

  it('keeps to its own area: session storage is not local storage', () => {
    const local = counterIn('localStorage');
    const session = counterIn('sessionStorage');
    session.set({ count: 5 });
    expect(window.sessionStorage.getItem('counter')).toBe('{"count":5}');
    expect(window.localStorage.getItem('counter')).toBeNull();
    expect(local.get()).toBe(FALLBACK);
  });
});

describe('the readers of a stored value', () => {
  it('are told of a value set in this tab, and no longer once they leave', () => {
    const counter = counterIn('localStorage');
    const seen: Counter[] = [];
    const stop = counter.subscribe(() => seen.push(counter.get()));
    counter.set({ count: 1 });
    stop();
    counter.set({ count: 2 });
    expect(seen).toEqual([{ count: 1 }]);
  });

  it('are told of a value stored by another tab, and read it at once', () => {
    const counter = counterIn('localStorage');
    const seen: Counter[] = [];
    counter.get();
    const stop = counter.subscribe(() => seen.push(counter.get()));
    otherTabStores('{"count":7}');
    otherTabStores(null);
    stop();
    expect(seen).toEqual([{ count: 7 }, FALLBACK]);
  });

  it('are told when another tab clears the whole area', () => {
    const counter = counterIn('localStorage');
    const listener = vi.fn();
    const stop = counter.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    stop();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('are not told of other keys, nor of the same key in the other area', () => {
    const counter = counterIn('localStorage');
    const listener = vi.fn();
    const stop = counter.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', storageArea: window.localStorage }));
    otherTabStores('{"count":7}', window.sessionStorage);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a stored value when storage is refused', () => {
  it('reads the fallback, logs the refused write, and keeps the value for this page', () => {
    const counter = counterIn('localStorage');
    const listener = vi.fn();
    const stop = counter.subscribe(listener);
    const storage = refuseStorage();
    expect(counter.get()).toBe(FALLBACK);
    expect(() => counter.set({ count: 4 })).not.toThrow();
    expect(counter.get()).toEqual({ count: 4 });
    expect(listener).toHaveBeenCalledOnce();
    expect(storage.error).toHaveBeenCalledWith('Could not store counter', expect.any(Error));
    storage.restore();
    stop();
  });

  it('reads the fallback when the area itself cannot be reached', () => {
    const localStorage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(counterIn('localStorage').get()).toBe(FALLBACK);
    localStorage.mockRestore();
  });
});
