/**
 * The islands runtime, fetched only by pages with an island: hydrates each `<mistdocs-island>` of the
 * page with hydrateRoot from its own chunk, inside the site's context, and unmounts the islands an
 * in-place navigation took off the page. React comes with it, in the chunk the islands share.
 */
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { browserSiteData, SiteContext, type SiteData } from '../client-api/site-context.js';
import { Slot } from '../client-api/slot.js';
import { ISLAND_ATTRIBUTES, ISLAND_TAG, SLOT_TAG, type IslandContext } from '../shared/islands.js';

// What the islands' own chunks read from this one (see sharedFromRuntime in src/pipeline/component-bundle.ts):
// one React and one site context for every island.
import * as React from 'react';
import * as JSXRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
export { React, JSXRuntime, ReactDOM };
export { SiteContext, useSiteData, withBaseUrl, browserSiteData } from '../client-api/site-context.js';

/** The site's part of the context (config, locales, strings), compiled in. */
declare const __ISLAND_SITE__: Pick<SiteData, 'siteConfig' | 'locale' | 'defaultMode' | 'strings'>;

const roots = new Map<Element, Root | 'pending'>();
/** What each hydrated island renders, for the page at a route. */
const trees = new Map<Element, (route: string) => ReactNode>();

/** The route of the page shown. */
const currentRoute = () => document.getElementById('main-content')?.getAttribute('data-route') ?? location.pathname;

/**
 * Unmounts the islands no longer on the page, draws those a navigation left in place (the navbar's) for
 * the new page, so that one reading the location (`useLocation()`) follows it as in Docusaurus, and
 * hydrates the new ones; called on load and after each navigation.
 */
export function hydrateIslands(): void {
  for (const [element, root] of roots) {
    if (element.isConnected) {
      if (root !== 'pending') root.render(trees.get(element)!(currentRoute()));
      continue;
    }
    roots.delete(element);
    trees.delete(element);
    if (element.firstElementChild) visibility?.unobserve(element.firstElementChild);
    if (root !== 'pending') root.unmount();
  }
  for (const element of document.querySelectorAll(ISLAND_TAG)) {
    if (roots.has(element)) continue;
    roots.set(element, 'pending');
    const when = element.getAttribute(ISLAND_ATTRIBUTES.when);
    // The island element has no box of its own (display: contents): its first element is what is seen.
    const box = element.firstElementChild;
    if (when === 'visible' && box && 'IntersectionObserver' in window) (visibility ??= new IntersectionObserver(onVisible, { rootMargin: '200px' })).observe(box);
    else if (when === 'idle') (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200)))(() => void hydrate(element));
    else void hydrate(element);
  }
}

/** Watches `client:visible` islands until they come near the viewport. */
let visibility: IntersectionObserver | undefined;

function onVisible(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    visibility?.unobserve(entry.target);
    const island = entry.target.closest(ISLAND_TAG);
    if (island) void hydrate(island);
  }
}

/**
 * Renders the island as the server did while it hydrates (`useLocation()` gives the page's route), then
 * again at once with the browser's address: an island reading it hydrates without a mismatch wherever the
 * page is shown (`/blog/` for `/blog`, the 404 page at any address).
 */
function Hydrated({ island }: { island: (hydrating: boolean) => ReactNode }): ReactNode {
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => setHydrating(false), []);
  return island(hydrating);
}

async function hydrate(element: Element): Promise<void> {
  // A navigation may have taken it off the page while it waited to be seen or for the browser to be idle.
  if (!element.isConnected) return void roots.delete(element);
  roots.set(element, 'pending');
  const a = ISLAND_ATTRIBUTES;
  try {
    const module = (await import(element.getAttribute(a.chunk) ?? '')) as Record<string, unknown>;
    const component = module[element.getAttribute(a.export) ?? 'default'] as ComponentType<Record<string, unknown>> | undefined;
    if (!component) throw new Error(`its chunk has no export ${element.getAttribute(a.export) ?? 'default'}`);
    // The page may have moved on while the chunk loaded.
    if (!element.isConnected || roots.get(element) !== 'pending') return;
    const props = JSON.parse(element.getAttribute(a.props) ?? '{}') as Record<string, unknown>;
    const recorded = JSON.parse(element.getAttribute(a.context) ?? '{}') as IslandContext;
    // The children the server rendered (the slot of this island, not one of an island inside it).
    const slot = [...element.querySelectorAll(SLOT_TAG)].find((s) => s.parentElement?.closest(ISLAND_TAG) === element);
    const children = slot ? createElement(Slot, { html: slot.innerHTML }) : undefined;
    const island = (route: string, hydrating: boolean) => createElement(SiteContext.Provider, { value: browserSiteData(__ISLAND_SITE__, recorded, route, hydrating) }, createElement(component, props, children));
    const tree = (route: string) => createElement(Hydrated, { island: (hydrating: boolean) => island(route, hydrating) });
    trees.set(element, tree);
    roots.set(element, hydrateRoot(element, tree(currentRoute())));
  } catch (error) {
    roots.delete(element);
    trees.delete(element);
    console.error(`mistdocs: an island (${element.getAttribute(a.chunk)}) could not start; it stays as the server rendered it.`, error);
  }
}
