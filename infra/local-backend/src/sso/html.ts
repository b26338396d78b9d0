// The account service's own HTML pages share one small, dependency-free layout.
import { escapeHtml } from '../html';

/** The brand's mark, inline: the browser asks no /favicon.ico (a 404 in every sign-in's console). */
export const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#84329B"/><path d="M7 24V8h3.9l5.1 8.5L21.1 8H25v16h-3.9v-9.5l-4.3 7h-1.6l-4.3-7V24z" fill="#fff"/></svg>')}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#84329B">
<link rel="icon" href="${ICON}">
<title>${escapeHtml(title)} - MyValue</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f2f8;color:#222;line-height:1.5}
  main{max-width:440px;margin:2rem auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
  main.wide{max-width:760px}
  .brand{color:#84329B;font-weight:800;font-size:1.5rem;margin:0 0 1rem}
  h1{font-size:1.25rem;margin:0 0 1rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input[type=text],input[type=email],input[type=password],input[type=tel]{width:100%;padding:.7rem .8rem;border:1px solid #ccc;border-radius:8px;font-size:1rem}
  input:focus{outline:2px solid #84329B;border-color:#84329B}
  button{width:100%;margin-top:1.5rem;padding:.8rem;border:0;border-radius:8px;background:#84329B;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
  .error{background:#fdecea;color:#a12622;padding:.75rem;border-radius:8px;margin:0 0 1rem}
  .field-error{color:#a12622;font-size:.875rem;margin:.25rem 0 0}
  .hint{background:#f3e8f6;padding:.75rem;border-radius:8px;font-size:.875rem;margin-top:1.5rem}
  .check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
  a{color:#84329B}
  table{width:100%;border-collapse:collapse}th,td{border-bottom:1px solid #eee;padding:.5rem;text-align:left}
  .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:1rem}.cards img{width:100%;border-radius:12px}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<main><p class="brand">MyValue</p><h1>${escapeHtml(title)}</h1><p role="alert" class="error">${escapeHtml(message)}</p></main>`,
  );
}

export function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}
