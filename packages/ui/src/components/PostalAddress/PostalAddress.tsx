import type { ComponentProps } from 'react';
import type { DeliveryAddress } from '@shop/contract';
import { cx } from '../cx.ts';
import * as styles from './PostalAddress.css.ts';

/** Props of {@link PostalAddress}: a delivery address (name, line1, line2, city, postcode) and `<address>` props. */
export type PostalAddressProps = Omit<ComponentProps<'address'>, 'children'> & { address: DeliveryAddress };

/** The lines of a delivery address, one a line, in an `<address>`; an empty line2 is left out. */
export function addressLines(address: DeliveryAddress): string[] {
  return [address.name, address.line1, address.line2, address.city, address.postcode]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A UK delivery address shown as the lines of an envelope: name, lines, town or city, postcode. */
export function PostalAddress({ address, className, ...props }: PostalAddressProps) {
  return (
    <address className={cx(styles.root, className)} {...props}>
      {addressLines(address).map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
        </span>
      ))}
    </address>
  );
}
