import { countdownText } from './countdown';

describe('countdownText', () => {
  it('counts days and hours above a day', () => {
    expect(countdownText((3 * 24 + 4) * 3600_000 + 59_000)).toBe('3 hari 4 jam lagi');
    expect(countdownText(2 * 24 * 3600_000)).toBe('2 hari lagi');
  });

  it('counts hours, minutes and seconds within the last day', () => {
    expect(countdownText((5 * 3600 + 4 * 60 + 3) * 1000)).toBe('05:04:03 lagi');
    expect(countdownText(999)).toBe('00:00:00 lagi');
  });

  it('says expired at and after the end', () => {
    expect(countdownText(0)).toBe('Kedaluwarsa');
    expect(countdownText(-5000)).toBe('Kedaluwarsa');
  });
});
