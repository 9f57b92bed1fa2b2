import { forwardRef, useContext, type ReactNode } from 'react';
import {
  createPath,
  Link as RouterLink,
  resolvePath,
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
} from 'react-router';

/**
 * The address a link within the shop goes to, as React Router writes it (`useHref`: the path
 * resolved, an empty `?` or `#` dropped): an absolute path, or a query alone (a listing's
 * filters and pages), which keeps the path of the page it is drawn on (`at`). Undefined for a
 * link whose address depends on more than that (a relative path, another origin) or that does
 * more than go there (a masked address, page links fetched ahead), which React Router's own
 * Link draws.
 */
export function plainHref(
  { to, relative, mask, prefetch }: LinkProps,
  at: string,
): string | undefined {
  if (typeof to !== 'string') return undefined;
  if (relative !== undefined || mask !== undefined || (prefetch ?? 'none') !== 'none')
    return undefined;
  if (to.startsWith('?')) return createPath(resolvePath(to, at));
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  return createPath(resolvePath(to));
}

/**
 * React Router's Link, drawn on the server without its hooks: the same `<a>` (its props, the
 * address, `target`, `data-discover`), as a listing's three dozen links drew it, at a seventh of
 * what the page's drawing allocated. The browser hydrates it with React Router's own.
 */
const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(
  function ServerLink(props, ref) {
    const href = plainHref(props, useLocation().pathname);
    if (href === undefined) return <RouterLink {...props} ref={ref} />;
    const {
      to: _to,
      discover = 'render',
      prefetch: _prefetch,
      relative: _relative,
      reloadDocument: _reloadDocument,
      replace: _replace,
      mask: _mask,
      state: _state,
      preventScrollReset: _preventScrollReset,
      viewTransition: _viewTransition,
      defaultShouldRevalidate: _defaultShouldRevalidate,
      onClick: _onClick,
      target,
      children,
      ...anchor
    } = props;
    return (
      <a
        {...anchor}
        href={href}
        target={target}
        data-discover={discover === 'render' ? 'true' : undefined}
      >
        {children}
      </a>
    );
  },
);

/** An address with a scheme or `//`: React Router's test for a link that may leave the shop. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * What an absolute address leads to from this page, as React Router's Link reads it: the path
 * within the shop (it moves through the router) for one on this origin, nothing for one that
 * leaves it (the browser follows it).
 */
function pathOnThisOrigin(to: string): string | undefined {
  try {
    const here = new URL(window.location.href);
    const there = new URL(to.replace(/^[\\/]{2}/, `${here.protocol}//`));
    return there.origin === here.origin ? there.pathname + there.search + there.hash : undefined;
  } catch {
    return undefined;
  }
}

/** The props the storefront's links take: React Router's, but its framework mode's (page links
 * fetched ahead, masked addresses), which the declarative router the shop runs never uses. */
export type ShopLinkProps = Omit<LinkProps, 'prefetch' | 'mask' | 'defaultShouldRevalidate'>;

/**
 * React Router's Link as the browser draws it in the shop's declarative router, without its
 * framework mode's page links fetched ahead and masked addresses: the same `<a>` (address,
 * `target`, `data-discover`), and a tap on it moves through the router (React Router's own
 * `useLinkClickHandler`: not with a modifier key, another target or another origin). Its own
 * Link brought those, and its `Form` with them, into the chunk every page loads (~9 KB
 * minified); `link.test.tsx` holds this one to its markup and its taps.
 */
const BrowserLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ShopLinkProps>(
  function BrowserLink(
    {
      onClick,
      discover = 'render',
      relative,
      reloadDocument,
      replace,
      state,
      target,
      to,
      preventScrollReset,
      viewTransition,
      children,
      ...anchor
    },
    ref,
  ) {
    const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to) ? to : undefined;
    const within = absolute === undefined ? to : pathOnThisOrigin(absolute);
    // Hooks in the same order whatever the address: a link that leaves the shop resolves `.`.
    const href = useHref(within ?? '.', { relative });
    const moveThroughRouter = useLinkClickHandler<HTMLAnchorElement>(within ?? '.', {
      replace,
      state,
      target,
      preventScrollReset,
      relative,
      viewTransition,
    });
    const inApp = within !== undefined && !reloadDocument;
    return (
      <a
        {...anchor}
        href={absolute ?? href}
        onClick={
          inApp
            ? (event) => {
                onClick?.(event);
                if (!event.defaultPrevented) moveThroughRouter(event);
              }
            : onClick
        }
        ref={ref}
        target={target}
        data-discover={absolute === undefined && discover === 'render' ? 'true' : undefined}
      >
        {children}
      </a>
    );
  },
);

/** The storefront's links: drawn plainly on the server (`ServerLink`), the router's in the browser (`BrowserLink`). */
export const Link: typeof BrowserLink = import.meta.env.SSR ? ServerLink : BrowserLink;

/** What a NavLink's class, style or content may be drawn from. */
interface NavLinkState {
  isActive: boolean;
}

export interface ShopNavLinkProps extends Omit<ShopLinkProps, 'className' | 'style' | 'children'> {
  /** Marked at its address only, not under it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: ShopLinkProps['style'] | ((state: NavLinkState) => ShopLinkProps['style']);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/**
 * React Router's NavLink in the shop's declarative router (no navigation pending, no view
 * transition): the storefront's `Link`, marked `aria-current` (and class `active`, or the class
 * its function gives) at its address or under it, as React Router marks one.
 */
export const NavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ShopNavLinkProps>(
  function NavLink(
    {
      'aria-current': ariaCurrent = 'page',
      caseSensitive = false,
      className = '',
      end = false,
      style,
      children,
      ...link
    },
    ref,
  ) {
    const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
    // The address as the router's history writes it (the browser's: letters beyond ASCII
    // percent-encoded, as the location it is compared with).
    const { navigator } = useContext(NavigationContext);
    const path = useResolvedPath(link.to, { relative: link.relative });
    const to = fold(
      navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname,
    );
    const at = fold(useLocation().pathname);
    const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
    const isActive = at === to || (!end && at.startsWith(to) && at.charAt(endSlash) === '/');
    const state = { isActive };
    return (
      <Link
        {...link}
        ref={ref}
        aria-current={isActive ? ariaCurrent : undefined}
        className={
          typeof className === 'function'
            ? className(state)
            : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
        }
        style={typeof style === 'function' ? style(state) : style}
      >
        {typeof children === 'function' ? children(state) : children}
      </Link>
    );
  },
);
