// Just enough multipart/form-data parsing for one image upload (no extra dependency).
export interface FilePart {
  field: string;
  mime: string;
  bytes: Buffer;
}

export function parseMultipart(body: Buffer, contentType: string): FilePart[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FilePart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after delimiter and before next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const field = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const mime = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? 'application/octet-stream';
      if (/filename="/i.test(headers)) parts.push({ field, mime, bytes: Buffer.from(part.subarray(headerEnd + 4)) });
    }
    start = next;
  }
  return parts;
}
