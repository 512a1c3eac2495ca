import { planNavigation } from './route-table';

export const NAVIGATE_EVENT = 'vanity:navigate';

export interface NavigationEnv {
  location: Pick<Location, 'href' | 'assign'>;
  history: Pick<History, 'pushState'>;
  dispatch: (event: Event) => void;
}

const browserEnv = (): NavigationEnv => ({
  location: window.location,
  history: window.history,
  dispatch: (e) => window.dispatchEvent(e),
});

/**
 * Goes to `to` the way the route table says: a full page load, or an in-place
 * history entry that widgets on the page pick up from the NAVIGATE_EVENT.
 */
export function navigate(to: string, env: NavigationEnv = browserEnv()): 'in-place' | 'reload' {
  const from = new URL(env.location.href);
  const target = new URL(to, from);
  const plan = planNavigation(from, target);
  if (plan === 'reload') {
    env.location.assign(target.href);
  } else {
    env.history.pushState(null, '', target.href);
    env.dispatch(new CustomEvent(NAVIGATE_EVENT, { detail: { href: target.href } }));
  }
  return plan;
}
