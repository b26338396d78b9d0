// The brand's outbound contacts (spec §1, §2 footer): customer service and the three
// social networks (video, social network, photo sharing). One source of truth for every
// app; the Content API's /v1/app-links answers the same values for the store links.
export interface SocialLink {
  network: 'youtube' | 'facebook' | 'instagram';
  /** Accessible name of the link. */
  label: string;
  url: string;
}

export const SITE_CONTACT = {
  /** Customer service phone in the +62 form; show it through formatPhone, dial it with telHref. */
  customerServicePhone: '+62 21 8064 2222',
  customerServiceChat: 'https://wa.me/6281180642222',
} as const;

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'youtube', label: 'YouTube MyValue', url: 'https://www.youtube.com/@myvalueid' },
  { network: 'facebook', label: 'Facebook MyValue', url: 'https://www.facebook.com/myvalueid' },
  { network: 'instagram', label: 'Instagram MyValue', url: 'https://www.instagram.com/myvalue.id' },
];

/** 'tel:' link of a phone number as dialled (+62…). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
