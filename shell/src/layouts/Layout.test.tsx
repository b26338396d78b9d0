import { screen } from '@testing-library/react';
import { renderShell, stubFetch } from '../testing/render';
import { Layout } from './Layout';

beforeEach(() => stubFetch({}));
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('layouts', () => {
  it('default: mobile banner, header, main and footer', () => {
    renderShell(
      <Layout name="default" home={false}>
        <p>isi</p>
      </Layout>,
    );
    expect(screen.getByTestId('mobile-banner')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('isi');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('footer-only: no header and no banner', () => {
    renderShell(
      <Layout name="footer-only" home={false}>
        <p>isi</p>
      </Layout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('none: the page alone', () => {
    renderShell(
      <Layout name="none" home={false}>
        <p>isi</p>
      </Layout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
