// The BFF's own Indonesian answers to requests it refuses (JSON bodies for machines, the
// site's error page for browsers).
export const BFF_MESSAGES = {
  crossOrigin: 'Permintaan ditolak karena tidak berasal dari situs MyValue. Muat ulang halaman lalu coba lagi.',
  badPath: 'Alamat yang diminta tidak valid.',
  unsupportedBody: 'Jenis data yang dikirim tidak didukung.',
  badRequest: 'Permintaan tidak valid.',
  notFound: 'Halaman tidak ditemukan',
  upstreamUnavailable: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.',
} as const;

/** The error body both upstream services use, for answers the BFF gives itself. */
export interface BffErrorBody {
  errorCode: string;
  message: string;
  data: null;
}

export function errorBody(errorCode: string, message: string): BffErrorBody {
  return { errorCode, message, data: null };
}
