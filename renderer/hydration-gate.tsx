/**
 * Interactive blocks far below the fold hydrate when they come near the viewport, or at once when the visitor
 * reaches into them (a pointer, a touch, a key, focus), not with the rest of the page.
 *
 * The server renders each interactive block's content in a Suspense boundary of its own (renderer/Block.tsx). While
 * the page hydrates, each such block's content suspends on its gate: React keeps the block's server HTML as it is
 * (readable, its links plain links) and hydrates it when the gate opens, at once for a block within half a viewport
 * of the view (the observer's first answer, a frame later), later for the others. A phone then spends its first
 * seconds on the part of the page it shows.
 *
 * Opening on input comes before React's own handling of it: the listeners are on the window, in the capture
 * phase, ahead of React's on the root; React then hydrates the block at once, since the gate is already open, and
 * the event reaches the hydrated block. A block whose props or context change before it hydrated is rendered
 * afresh by React in the browser (with the gate open: it is no longer hydrating).
 */
import { Suspense, use, useContext, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PageScopeContext, type PageScope } from './contexts';
import type { BlockBoundaries } from './block-boundaries';
import { useServerRender } from './server-render';

type Thenable = Promise<void> & { status?: string; value?: undefined };

interface Gate {
  element: Element;
  promise: Thenable;
  open: () => void;
}

/** How far outside the view (in viewport heights) a block still hydrates with the page. */
const NEAR = 0.5;
// A click alone (assistive technology, a script) counts too: React hydrates the block for it as for the others.
const INPUTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

const gates = new WeakMap<Element, Gate>();
const pending = new Set<Gate>();
let observer: IntersectionObserver | null = null;

function openReached(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const gate of pending) if (gate.element.contains(target)) gate.open();
}

function watch(gate: Gate): void {
  if (pending.size === 0) for (const type of INPUTS) window.addEventListener(type, openReached, { capture: true, passive: true });
  pending.add(gate);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) gates.get(entry.target)?.open();
    },
    { rootMargin: `${NEAR * 100}% 0px` },
  );
  observer.observe(gate.element);
}

function unwatch(gate: Gate): void {
  observer?.unobserve(gate.element);
  pending.delete(gate);
  if (pending.size === 0) for (const type of INPUTS) window.removeEventListener(type, openReached, { capture: true });
}

/** The one element that matches `selector`, or null (none, or more than one). */
function only(selector: string): Element | null {
  const found = document.querySelectorAll(selector);
  return found.length === 1 ? found[0]! : null;
}

const quoted = (value: string) => (typeof CSS === 'undefined' ? value.replace(/["\\]/g, '\\$&') : CSS.escape(value));

/** The gate of an element: null when it hydrates now (reached by an input, or not found alone). */
function gateFor(find: () => Element | null): Gate | null {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  const element = find();
  if (!element) return null;
  const known = gates.get(element);
  if (known) return known;
  // React hydrates a block's boundary after the rest of the page: an input can reach the block before its gate
  // exists, and React then hydrates it for that input at once. It is reached: no gate.
  const input = window.event;
  if (input && input.target instanceof Node && element.contains(input.target)) return null;
  // Every other block waits for the observer's first answer (the next frame), which opens those in or near the
  // view: measuring each here would lay the page out again for every block React hydrates.
  let resolve!: () => void;
  const promise: Thenable = new Promise<void>((r) => (resolve = r));
  const gate: Gate = {
    element,
    promise,
    open: () => {
      if (promise.status === 'fulfilled') return;
      // Marked before React sees it: a hydration React starts right now (an input's) takes the content at once.
      promise.status = 'fulfilled';
      promise.value = undefined;
      unwatch(gate);
      resolve();
    },
  };
  gates.set(element, gate);
  watch(gate);
  return gate;
}

const never = () => () => undefined;
const no = () => false;
const yes = () => true;

/**
 * A gated block's content: suspends while the page hydrates and the block is far from the view. Blocks inside it
 * (a container's) hydrate with it, without boundaries as the server rendered them: they get a page scope whose
 * boundaries say so until this content has hydrated.
 */
export function HydrationGate({ blockId, children }: { blockId: string; children: ReactNode }): ReactNode {
  const scope = useContext(PageScopeContext);
  // True while React hydrates this content (the server's snapshot), false in every render in the browser after.
  const hydrating = useSyncExternalStore(never, no, yes);
  const server = scope?.boundaries.server === true;
  // A gate is rendered only where the server gated the page's blocks: blocks inside it were rendered so too.
  const [boundaries] = useState<BlockBoundaries>(() => ({ bare: hydrating, server, gated: hydrating }));
  useLayoutEffect(() => {
    boundaries.bare = false;
    boundaries.gated = false;
  }, [boundaries]);
  const inner = useMemo((): PageScope | null => (scope && !server ? { ...scope, boundaries } : scope), [scope, server, boundaries]);
  useGate(hydrating && !server, () => only(`[data-block-id="${quoted(blockId)}"]`));
  return inner === scope ? children : <PageScopeContext value={inner}>{children}</PageScopeContext>;
}

/** Suspends on the gate while it is shut; `find` is asked only while hydrating in the browser. */
function useGate(active: boolean, find: () => Element | null): void {
  const gate = active ? gateFor(find) : null;
  if (gate && gate.promise.status !== 'fulfilled') use(gate.promise as Promise<void>);
}

function Gated({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const hydrating = useSyncExternalStore(never, no, yes);
  const server = useServerRender() !== null;
  useGate(hydrating && !server, () => only(`[data-hydration-gate="${quoted(id)}"]`));
  return children;
}

/**
 * A list item of a block (a catalog's tile) that hydrates like a gated block: with the page when near the view,
 * else when it comes near or the visitor reaches into it. Its content is in a Suspense boundary of its own, on the
 * server and in the browser alike; after hydration it renders as any item does.
 */
export function GatedItem({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <li className={className} data-hydration-gate={id}>
      <Suspense fallback={null}>
        <Gated id={id}>{children}</Gated>
      </Suspense>
    </li>
  );
}
