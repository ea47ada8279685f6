import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coversQuantity,
  stockAfterEdit,
  stockAfterReturn,
  stockAfterSale,
  storedStock,
  type Stock,
} from './stock.ts';

const stock = (itemsInStock: number, inStock = true): Stock => ({ itemsInStock, inStock });

describe('the stock rules (decision 042)', () => {
  it('lets a cart line or checkout hold a quantity only with the switch on and enough units', () => {
    expect(coversQuantity(stock(3), 3)).toBe(true);
    expect(coversQuantity(stock(3), 4)).toBe(false);
    expect(coversQuantity(stock(3, false), 1)).toBe(false);
  });

  it('turns the switch off when a sale takes the last unit, and back on only when a cancellation refills a sold-out product', () => {
    expect(stockAfterSale(stock(3), 1)).toEqual(stock(2));
    expect(stockAfterSale(stock(3), 3)).toEqual(stock(0, false));
    expect(stockAfterReturn(stock(0, false), 2)).toEqual(stock(2));
    expect(stockAfterReturn(stock(4, false), 1)).toEqual(stock(5, false));
    expect(stockAfterReturn(stock(4), 1)).toEqual(stock(5));
  });

  it('gives back exactly the stock before a sale when that sale is cancelled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (units, quantity) => {
        fc.pre(quantity <= units);
        expect(stockAfterReturn(stockAfterSale(stock(units), quantity), quantity)).toEqual(stock(units));
      }),
    );
  });

  it('stores no unit as not in stock', () => {
    expect(storedStock(0, true)).toEqual(stock(0, false));
    expect(storedStock(2, false)).toEqual(stock(2, false));
  });

  describe('given a listing update', () => {
    it('keeps the current units when none are sent, or when the form sends back the units it was loaded with', () => {
      expect(stockAfterEdit(stock(4), {})).toEqual(stock(4));
      expect(stockAfterEdit(stock(4), { itemsInStock: 5, loadedItemsInStock: 5, inStock: true })).toEqual(
        stock(4),
      );
      expect(
        stockAfterEdit(stock(0, false), { itemsInStock: 1, loadedItemsInStock: 1, inStock: true }),
      ).toEqual(stock(0, false));
    });

    it('applies the units sent without a loaded stock (decision 021) or when the stock has not moved', () => {
      expect(stockAfterEdit(stock(4), { itemsInStock: 9 })).toEqual(stock(9));
      expect(stockAfterEdit(stock(4), { itemsInStock: 9, loadedItemsInStock: 4 })).toEqual(stock(9));
      expect(stockAfterEdit(stock(4), { itemsInStock: 0, loadedItemsInStock: 4, inStock: true })).toEqual(
        stock(0, false),
      );
    });

    it('refuses new units typed on a form loaded before the stock moved', () => {
      expect(stockAfterEdit(stock(4), { itemsInStock: 9, loadedItemsInStock: 5 })).toBe('stockChanged');
    });

    it('takes the switch sent, else keeps the current one', () => {
      expect(stockAfterEdit(stock(4), { inStock: false })).toEqual(stock(4, false));
      expect(stockAfterEdit(stock(4, false), { itemsInStock: 6 })).toEqual(stock(6, false));
    });
  });
});
