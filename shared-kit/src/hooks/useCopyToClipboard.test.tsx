import { act, renderHook } from '@testing-library/react';
import { COPIED_FLAG_MS } from 'shared-contracts';
import { useCopyToClipboard } from './useCopyToClipboard';

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopyToClipboard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is copied for exactly COPIED_FLAG_MS (1500 ms), then idle again', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopyToClipboard());
    expect(result.current.status).toBe('idle');

    let ok = false;
    await act(async () => {
      ok = await result.current.copy('ABC123');
    });
    expect(ok).toBe(true);
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(result.current.copied).toBe(true);
    expect(COPIED_FLAG_MS).toBe(1500);

    act(() => jest.advanceTimersByTime(1499));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('reports failure when the clipboard refuses', async () => {
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    const { result } = renderHook(() => useCopyToClipboard());
    let ok = true;
    await act(async () => {
      ok = await result.current.copy('ABC123');
    });
    expect(ok).toBe(false);
    expect(result.current.failed).toBe(true);
    expect(result.current.copied).toBe(false);
    act(() => jest.advanceTimersByTime(COPIED_FLAG_MS));
    expect(result.current.status).toBe('idle');
  });

  it('restarts the window on a second copy', async () => {
    mockClipboard(jest.fn().mockResolvedValue(undefined));
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('A');
    });
    act(() => jest.advanceTimersByTime(1000));
    await act(async () => {
      await result.current.copy('A');
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.status).toBe('idle');
  });

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    const exec = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('XYZ');
    });
    expect(exec).toHaveBeenCalledWith('copy');
    expect(result.current.copied).toBe(true);
    Reflect.deleteProperty(document, 'execCommand');
  });
});
