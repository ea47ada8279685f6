import { stockLevel, stockLevelText, type Stock } from '@shop/contract';
import { Badge, type BadgeProps } from '../Badge/index.ts';

/** Props of {@link StockStatus}: the product's stock (`itemsInStock`, `inStock`) and span props. */
export type StockStatusProps = Omit<BadgeProps, 'tone' | 'children'> & { stock: Stock };

/**
 * What a shopper is told about a product's stock (decision 047, contract stockLevel): 'Sold out'
 * (neutral) when the seller's switch is off or no units are left, 'Only {n} left' (amber) at
 * LOW_STOCK_THRESHOLD units or fewer, nothing otherwise. The same on the product page, product
 * cards, search results and cart lines.
 */
export function StockStatus({ stock, ...props }: StockStatusProps) {
  const level = stockLevel(stock);
  const text = stockLevelText(level);
  if (text === null) return null;
  return (
    <Badge tone={level.state === 'soldOut' ? 'neutral' : 'warning'} data-stock={level.state} {...props}>
      {text}
    </Badge>
  );
}
