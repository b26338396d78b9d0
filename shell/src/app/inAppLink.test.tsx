import { fireEvent, render, screen } from '@testing-library/react';
import { inAppLinkTarget } from './inAppLink';

function renderMarkup(html: string) {
  const seen: Array<string | null> = [];
  render(
    <div
      data-testid="area"
      onClick={(e) => {
        const to = inAppLinkTarget(e);
        seen.push(to);
        if (to) e.preventDefault();
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />,
  );
  return seen;
}

test('a plain click on a same-origin link in server markup goes to its path, query and hash', () => {
  const seen = renderMarkup('<a href="/promo/kopi-gratis?dari=beranda#syarat"><span>Kopi Gratis</span></a>');
  fireEvent.click(screen.getByText('Kopi Gratis'));
  expect(seen).toEqual(['/promo/kopi-gratis?dari=beranda#syarat']);
});

test('what the browser should open itself is left to it', () => {
  const seen = renderMarkup(
    [
      '<a href="https://www.instagram.com/myvalue">Instagram</a>',
      '<a href="/promo/a" target="_blank">Tab baru</a>',
      '<a href="/calendar.ics" download>Unduh</a>',
      '<span>Bukan tautan</span>',
    ].join(''),
  );
  fireEvent.click(screen.getByText('Instagram'));
  fireEvent.click(screen.getByText('Tab baru'));
  fireEvent.click(screen.getByText('Unduh'));
  fireEvent.click(screen.getByText('Bukan tautan'));
  expect(seen).toEqual([null, null, null, null]);
});

test('a click with a modifier or another button, or one a hydrated link already took, is not routed', () => {
  const seen = renderMarkup('<a href="/promo/a">Promo</a>');
  const link = screen.getByText('Promo');
  fireEvent.click(link, { ctrlKey: true });
  fireEvent.click(link, { metaKey: true });
  fireEvent.click(link, { shiftKey: true });
  fireEvent.click(link, { button: 1 });
  link.addEventListener('click', (e) => e.preventDefault(), { once: true });
  fireEvent.click(link);
  expect(seen).toEqual([null, null, null, null, null]);
});
