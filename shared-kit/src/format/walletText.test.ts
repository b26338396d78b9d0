import { lastUpdatedText, validUntilText } from './walletText';

describe('the offline wallet texts', () => {
  it('says when it was last brought up to date, in WIB', () => {
    expect(lastUpdatedText({ updatedAt: '2026-11-27T12:05:00Z' })).toBe('Terakhir diperbarui 27 Nov 2026 19.05 WIB');
  });

  it("says until when an item's code is valid, in WIB", () => {
    expect(validUntilText('2026-11-30T16:59:00Z')).toBe('Berlaku hingga 30 Nov 2026 23.59 WIB');
  });
});
