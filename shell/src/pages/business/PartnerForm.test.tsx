import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import type { PartnerEnquiryRequest } from 'shared-contracts/schemas';
import { cmsPage } from '../../testing/fixtures';
import { get, json, mockFetch, renderShell, type FetchRoute as Route } from '../../testing/render';
import { BusinessPage } from './BusinessPage';
import { PartnerForm } from './PartnerForm';

afterEach(() => jest.restoreAllMocks());

/** Records the bodies POSTed to /api/v1/partner-enquiries and answers with `answer`. */
function enquiries(answer: (body: PartnerEnquiryRequest) => Response | Promise<Response>) {
  const bodies: PartnerEnquiryRequest[] = [];
  const route: Route = async (url, request) => {
    if (url.pathname !== '/api/v1/partner-enquiries' || request.method !== 'POST') return undefined;
    const body = (await request.json()) as PartnerEnquiryRequest;
    bodies.push(body);
    return answer(body);
  };
  return { bodies, route };
}

const stored = (body: PartnerEnquiryRequest) =>
  json({ ...body, id: 12, createdDate: '2026-11-22T10:00:00+07:00' }, 201);

async function fillGood(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nama Perusahaan'), 'PT Kopi Senja Nusantara');
  await user.type(screen.getByLabelText('Nama Kontak'), 'Sari Wulandari');
  await user.type(screen.getByLabelText('Email'), 'Sari@KopiSenja.co.id');
  await user.type(screen.getByLabelText('No. Handphone'), '0812 3456 7890');
  await user.type(screen.getByLabelText('Pesan'), 'Kami ingin menawarkan promo kopi untuk member MyValue.');
}

describe('PartnerForm', () => {
  it('rejects bad input at each field in Indonesian, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = mockFetch();
    renderShell(<PartnerForm />);

    await user.type(screen.getByLabelText('Nama Perusahaan'), 'A');
    await user.type(screen.getByLabelText('Email'), 'sari@kopi');
    await user.type(screen.getByLabelText('No. Handphone'), '12345');
    await user.type(screen.getByLabelText('Pesan'), 'Halo');
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));

    const company = screen.getByLabelText('Nama Perusahaan');
    expect(company).toHaveFocus();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Nama perusahaan minimal 2 karakter.');
    expect(screen.getByLabelText('Nama Kontak')).toHaveAccessibleDescription('Nama kontak wajib diisi.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Format email tidak valid/);
    const phone = screen.getByLabelText('No. Handphone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Contoh: 0812-3456-7890.*Nomor handphone tidak valid/);
    expect(screen.getByLabelText('Pesan')).toHaveAccessibleDescription(/Pesan minimal 10 karakter\./);
    expect(screen.getByText('Periksa kembali 5 isian yang ditandai.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    // Fixing a field clears its message as the visitor types.
    await user.type(company, 'BC');
    expect(company).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Periksa kembali 4 isian yang ditandai.')).toBeInTheDocument();
  });

  it('checks an edited field when leaving it, and shows a valid phone in the +62 form', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch();
    renderShell(<PartnerForm />);
    await user.click(screen.getByLabelText('Nama Perusahaan'));
    await user.tab();
    // Passing through an untouched field is not an error yet.
    expect(screen.getByLabelText('Nama Perusahaan')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Email'), 'bukan-email');
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('No. Handphone'), '081234567890');
    await user.tab();
    expect(screen.getByLabelText('No. Handphone')).toHaveValue('+62 812-3456-7890');
  });

  it('adds no message while the submit button is pressed, so the button does not move under the pointer', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch();
    renderShell(<PartnerForm />);
    await user.type(screen.getByLabelText('Email'), 'bukan-email');
    const submit = screen.getByRole('button', { name: 'Kirim Permintaan' });
    fireEvent.pointerDown(submit);
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    fireEvent.pointerUp(submit);
    fireEvent.click(submit);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nama Perusahaan')).toHaveFocus();
  });

  it('sends good input normalised and confirms; a new enquiry starts empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies, route } = enquiries(stored);
    mockFetch(route);
    renderShell(<PartnerForm />);
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));

    const confirmation = await screen.findByTestId('partner-confirmation');
    expect(confirmation).toHaveTextContent('Terima kasih, permintaan kemitraan kamu sudah kami terima');
    expect(confirmation).toHaveTextContent('Sari Wulandari dari PT Kopi Senja Nusantara melalui sari@kopisenja.co.id atau +62 812-3456-7890');
    expect(bodies).toEqual([
      {
        company: 'PT Kopi Senja Nusantara',
        contactName: 'Sari Wulandari',
        email: 'sari@kopisenja.co.id',
        phone: '+6281234567890',
        message: 'Kami ingin menawarkan promo kopi untuk member MyValue.',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Terima kasih/ })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan Lain' }));
    expect(screen.getByLabelText('Nama Perusahaan')).toHaveValue('');
  });

  it('keeps everything typed when sending fails, says why, and can send again', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const { bodies, route } = enquiries((body) =>
      fail
        ? json({ errorCode: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server, mohon coba lagi nanti.', data: null }, 503)
        : stored(body),
    );
    mockFetch(route);
    renderShell(<PartnerForm />);
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Permintaan belum terkirim. Terjadi kesalahan pada server, mohon coba lagi nanti.',
    );
    expect(screen.getByLabelText('Nama Perusahaan')).toHaveValue('PT Kopi Senja Nusantara');
    expect(screen.getByLabelText('Email')).toHaveValue('Sari@KopiSenja.co.id');
    expect(screen.getByLabelText('Pesan')).toHaveValue('Kami ingin menawarkan promo kopi untuk member MyValue.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    expect(await screen.findByTestId('partner-confirmation')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('marks the fields the server rejected', async () => {
    const user = userEvent.setup({ delay: null });
    const { route } = enquiries(() =>
      json(
        { errorCode: 'INVALID_PARAMETER', message: 'Nomor telepon tidak valid.', data: { issues: [{ path: 'phone', message: 'x' }] } },
        400,
      ),
    );
    mockFetch(route);
    renderShell(<PartnerForm />);
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Permintaan belum terkirim. Nomor telepon tidak valid.');
    expect(screen.getByLabelText('No. Handphone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('No. Handphone')).toHaveAccessibleDescription(/Periksa kembali isian ini\./);
    expect(screen.getByLabelText('Nama Perusahaan')).not.toHaveAttribute('aria-invalid');
  });
});

describe('BusinessPage', () => {
  it('shows the CMS copy on benefits beside the form', async () => {
    mockFetch(get('/api/v1/pages/business', cmsPage('business', { title: 'Menjadi Partner', content: '<ul><li>Promosi di situs</li></ul>' })));
    const route = SHELL_ROUTES.find((r) => r.path === '/business')!;
    const { container } = renderShell(<BusinessPage route={route} />);
    expect(await screen.findByText('Promosi di situs')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Formulir Kemitraan' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
  });
});
