import { SITE_NAME } from './constants';

/** Spec §1: every document title is '{page} - MyValue'. */
export function pageTitle(page: string): string {
  return `${page} - ${SITE_NAME}`;
}
