import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** Props every link component receives: the anchor props, with `href` required. */
export type LinkComponentProps = ComponentProps<'a'> & { href: string };

/** Props of {@link Link}: an in-app destination (`href`, a path such as '/products') and anchor props. */
export type LinkProps = LinkComponentProps;

const LinkContext = createContext<ComponentType<LinkComponentProps> | null>(null);

/**
 * Makes every {@link Link} below render `component` (e.g. a wrapper around react-router's Link that maps
 * `href` to `to`). ui never imports the router: the app injects it here.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
}) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/**
 * An in-app link. Renders the component given to {@link LinkProvider}, or a plain `<a>` when there is none.
 * Takes `href` and any anchor props; returns the link element.
 */
export function Link({ href, ...props }: LinkProps) {
  const Component = useContext(LinkContext);
  if (Component) return <Component href={href} {...props} />;
  return <a href={href} {...props} />;
}
