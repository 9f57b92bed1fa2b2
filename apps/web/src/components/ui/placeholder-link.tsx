import type { ReactNode } from 'react';

/**
 * A link the spec gives no target (header about/contact, social icons). HTML defines an
 * `<a>` without `href` as a placeholder link: it renders like a link but is not focusable
 * and goes nowhere, which is exactly what the spec describes.
 */
export function PlaceholderLink({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a placeholder link by design, see above
    <a className={className}>{children}</a>
  );
}
