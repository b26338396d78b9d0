
/** Spec: the health route shows no content; the BFF's /health JSON is for machines. */
export function HealthPage() {
  return <p data-owner="shell">OK</p>;
}
