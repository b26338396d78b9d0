// Spec §7: events go to the tag manager's data layer; its container (Google Tag Manager)
// is loaded by Google's standard snippet, only when GTM_ID is configured. The snippet is
// inline, so it runs under the page's CSP by the response's nonce (never 'unsafe-inline'),
// and it hands that nonce on to gtm.js (Google's nonce-aware version), whose origin the CSP
// then names. gtm.js loads async: when it cannot load (offline, blocked) only the
// container is missing; the data layer keeps collecting and the page is unaffected.
/** Where the container comes from: the CSP allows it only when a container is configured. */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The container's inline loader; `gtmId` is validated by the config (GTM-[A-Z0-9]+). */
export function tagManagerSnippet(gtmId: string, nonce: string): string {
  // A nonce is base64 (a response's own, or the page cache's placeholder): safe in the attribute as it is.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(nonce)) throw new Error('tag manager snippet: the nonce is not base64');
  const loader =
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    `j.src='${GTM_ORIGIN}/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');` +
    "n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);" +
    `})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`;
  return `<script nonce="${nonce}">${loader}</script>`;
}
