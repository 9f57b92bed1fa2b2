import { forwardRef } from 'react';
import {
  createPath,
  Link as RouterLink,
  resolvePath,
  useLocation,
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
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
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
});

/** The storefront's links: React Router's, drawn plainly on the server (`ServerLink`). */
export const Link: typeof RouterLink = import.meta.env.SSR ? ServerLink : RouterLink;
