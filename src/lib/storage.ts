// Web storage can throw (private mode, disabled cookies); every read and write goes through here so a
// blocked storage degrades to "nothing kept" instead of a crash.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // quota or privacy mode: the value simply is not kept
  }
}

export function clearStorage(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // nothing to clear
  }
}
