import { DATA_SAVER_STORAGE_KEY } from '@dating/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDataSaver, resetDataSaverForTests, setDataSaver, useDataSaver } from './dataSaver';

function browserSaysSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}

afterEach(() => {
  setDataSaver(false); // and its cookie gone
  localStorage.clear();
  browserSaysSaveData(undefined);
  resetDataSaverForTests();
});

describe('Data saver', () => {
  it('is off by default, on when the browser asks to save data, until the member chooses', () => {
    expect(readDataSaver()).toBe(false);
    browserSaysSaveData(true);
    expect(readDataSaver()).toBe(true);
    setDataSaver(false);
    expect(readDataSaver()).toBe(false);
  });

  it('keeps the choice on the device and tells the server in a cookie', () => {
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(false);
    act(() => setDataSaver(true));
    expect(result.current).toBe(true);
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('1');
    expect(document.cookie).toContain(`${DATA_SAVER_STORAGE_KEY}=1`);
    act(() => setDataSaver(false));
    expect(result.current).toBe(false);
    expect(document.cookie).not.toContain(`${DATA_SAVER_STORAGE_KEY}=1`);
  });

  it('writes the cookie when the browser’s hint turns it on, so /home’s first card matches', () => {
    browserSaysSaveData(true);
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(true);
    expect(document.cookie).toContain(`${DATA_SAVER_STORAGE_KEY}=1`);
  });
});
