import { BOOT_ELEMENT_ID, type BootData } from 'shared-contracts';

/** The boot document the BFF inlined into the page. */
export function readBootData(doc: Document = document): BootData {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) throw new Error('Boot data missing from the document');
  return JSON.parse(el.textContent) as BootData;
}
