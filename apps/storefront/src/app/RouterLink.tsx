/** Adapts react-router's Link to the ui package's LinkProvider (ui never imports the router). */
import { Link as RRLink } from 'react-router-dom';
import type { LinkComponentProps } from '@shop/ui/components/Link/Link.tsx';

/** In-app paths use client-side navigation; external addresses stay plain anchors. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  if (/^(https?:|mailto:|tel:|#)/.test(href) || props.target === '_blank')
    return <a href={href} {...props} />;
  return <RRLink to={href} {...props} />;
}
