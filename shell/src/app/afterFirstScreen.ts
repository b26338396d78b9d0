// When the app may start on a server-rendered page: after its first screen has painted.
// The server paint is the complete page (links work without script); the app only makes it
// interactive. Starting after the page's main image (the one the server preloads with
// fetchpriority="high", the LCP element) has painted gives a phone's CPU to that paint
// first. A page without such an image starts after its first frame; a page in a
// background tab, or rendered in the browser, starts at once; and so does any page the
// visitor touches, types in or tabs into before then (the app is what they reach for).

/** Longest wait for the main image (a stalled image must not keep the page inert). */
export const FIRST_SCREEN_WAIT_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function imagePainted(img: HTMLImageElement): Promise<void> {
  const loaded =
    img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        });
  return loaded.then(nextFrame);
}

export function afterFirstScreen(doc: Document = document): Promise<void> {
  const root = doc.getElementById('root');
  if (doc.visibilityState === 'hidden' || !root?.firstElementChild) return Promise.resolve();
  const hero = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const painted = hero ? imagePainted(hero) : nextFrame();
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  const interaction = firstInteraction(doc);
  return Promise.race([painted, cap, interaction.happened]).finally(interaction.stopListening);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function firstInteraction(doc: Document): { happened: Promise<void>; stopListening: () => void } {
  let heard = () => {};
  const happened = new Promise<void>((resolve) => (heard = resolve));
  const listener = () => heard();
  for (const type of INTERACTIONS) doc.addEventListener(type, listener, { capture: true, passive: true });
  return { happened, stopListening: () => INTERACTIONS.forEach((type) => doc.removeEventListener(type, listener, true)) };
}
