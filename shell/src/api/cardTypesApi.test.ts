import { publicCardTypesOf } from './cardTypesApi';

const good = { id: 1, code: 'SANTIKA', name: 'Santika Club', description: 'Kartu member Santika.', businessUnit: 'Santika', image: 'https://media.myvalue.id/cards/santika.svg' };

describe('the card types a visitor reads', () => {
  it('keeps what a visitor is shown and leaves out a malformed type', () => {
    expect(publicCardTypesOf({ results: [good, { ...good, id: 2, image: 'javascript:alert(1)' }, { id: 3 }] })).toEqual([
      { id: 1, code: 'SANTIKA', name: 'Santika Club', description: 'Kartu member Santika.', image: 'https://media.myvalue.id/cards/santika.svg' },
    ]);
    expect(publicCardTypesOf({ error: 'x' })).toEqual([]);
  });
});
