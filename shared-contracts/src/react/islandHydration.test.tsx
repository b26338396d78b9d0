// A server-rendered home widget that wakes after a logout on '/' (issue 43 walk 3): the shell
// mounts its parcel with hydrate: false then (IslandOutlet), because the store the markup was
// rendered from is gone. This is the React side of that choice, with the real parcel
// lifecycles: hydrating the stale markup is React's error #418; rendering afresh replaces
// it without one.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { defineParcel } from './defineRemoteApp';

// The parcel's own roots, rendered under act (Testing Library sets this only around its helpers).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The widget's data as the store holds it: the server's list, or nothing after the store was reset. */
let promos: string[] = [];
function Strip() {
  return promos.length ? (
    <ul>
      {promos.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : (
    <p>Memuat…</p>
  );
}

async function wake(hydrate: boolean) {
  promos = ['Kopi Gratis', 'Diskon 50%'];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Strip />);
  document.body.append(container);
  promos = []; // the logout dropped every cached answer
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args[0]));
  const parcel = defineParcel('catalog', Strip);
  const props = { name: `widget-${String(hydrate)}`, domElement: container, hydrate };
  // act flushes the (transition) render the mount starts; the mount resolves once it committed.
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props as never);
    await Promise.resolve();
  });
  await mounted;
  window.removeEventListener('error', onError);
  consoleError.mockRestore();
  const text = container.textContent;
  let unmounted: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounted = parcel.unmount(props as never);
  });
  await unmounted;
  container.remove();
  return { errors, text };
}

test("hydrating the member's markup over an emptied store is a hydration error (what the shell now avoids)", async () => {
  const { errors } = await wake(true);
  expect(errors.map(String).join('\n')).toMatch(/hydrat|didn't match/i);
});

test('rendering afresh in the same element replaces the markup without a hydration error', async () => {
  const { errors, text } = await wake(false);
  expect(errors).toEqual([]);
  expect(text).toBe('Memuat…');
});
