import { render } from '@testing-library/react';
import { highlight, queryTokens } from './highlight';

describe('highlight', () => {
  it('marks every word of the query, case-insensitively', () => {
    const { container } = render(<p>{highlight('Diskon Kopi Senja untuk kopi susu', 'kopi SENJA')}</p>);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Kopi', 'Senja', 'kopi']);
    expect(container.textContent).toBe('Diskon Kopi Senja untuk kopi susu');
  });

  it('treats markup and regex characters in the query as plain text', () => {
    const q = '<img src=x onerror=alert(1)> (.*';
    const { container } = render(<p>{highlight('Promo <img src=x onerror=alert(1)> (.* hemat', q)}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('mark').length).toBeGreaterThan(0);
    expect(container.textContent).toBe('Promo <img src=x onerror=alert(1)> (.* hemat');
  });

  it('leaves the text alone for an empty query', () => {
    expect(highlight('Kopi', '   ')).toBe('Kopi');
    expect(queryTokens('  a  bb a ')).toEqual(['bb', 'a']);
  });
});
