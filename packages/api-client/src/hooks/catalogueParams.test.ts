import { describe, expect, it } from 'vitest';
import { catalogueQuery, readCatalogueParams, writeCatalogueParams } from './catalogueParams.ts';

const read = (search: string, param?: 'category' | 'q') =>
  readCatalogueParams(new URLSearchParams(search), param);

describe('reading a list URL', () => {
  it('reads every filter, the sort and the page with their API types', () => {
    expect(
      read(
        'category=Home+%26+Kitchen&min_price=25&max_price=50&min_rating=4&in_stock=true&sort=price_asc&page=3',
      ),
    ).toEqual({
      choice: {
        category: 'Home & Kitchen',
        min_price: 25,
        max_price: 50,
        min_rating: 4,
        in_stock: true,
        sort: 'price_asc',
      },
      page: 3,
    });
  });

  it('drops each value the contract would refuse and keeps the others', () => {
    expect(read('min_price=ten&max_price=50&min_rating=9&in_stock=maybe&sort=cheapest&page=0')).toEqual({
      choice: { max_price: 50 },
      page: 1,
    });
    expect(read('min_rating=3.5&sort=rating').choice).toEqual({ sort: 'rating' });
    expect(read(`category=${'x'.repeat(101)}`).choice).toEqual({});
  });

  it('drops a maximum price that is not above the minimum', () => {
    expect(read('min_price=50&max_price=25').choice).toEqual({ min_price: 50 });
    expect(read('min_price=50&max_price=50').choice).toEqual({ min_price: 50 });
  });

  it("leaves out the defaults: 'relevance', in_stock false, a blank category", () => {
    expect(read('sort=relevance&in_stock=false&category=%20%20').choice).toEqual({});
  });

  it('reads the category from q on /search-category', () => {
    expect(read('q=Furniture&category=Electronics&min_rating=2', 'q').choice).toEqual({
      category: 'Furniture',
      min_rating: 2,
    });
  });
});

describe('writing a list URL', () => {
  it('writes the choice, keeps the search text and starts again at page 1', () => {
    const before = new URLSearchParams('q=lamp&page=4&sort=newest');
    const after = writeCatalogueParams(before, {
      min_price: 25,
      max_price: 50,
      in_stock: true,
      sort: 'newest',
    });
    expect(after.toString()).toBe('q=lamp&min_price=25&max_price=50&in_stock=true&sort=newest');
    expect(before.toString()).toBe('q=lamp&page=4&sort=newest');
  });

  it('removes filters that are no longer chosen and the default sort', () => {
    const before = new URLSearchParams('category=Furniture&min_rating=4&in_stock=true&sort=rating');
    expect(
      writeCatalogueParams(before, { category: 'Furniture', sort: 'relevance', in_stock: false }).toString(),
    ).toBe('category=Furniture');
  });

  it('writes the category to q on /search-category', () => {
    expect(
      writeCatalogueParams(
        new URLSearchParams('q=Furniture'),
        { category: 'Electronics', min_rating: 3 },
        'q',
      ).toString(),
    ).toBe('q=Electronics&min_rating=3');
  });

  it('reads back what it wrote', () => {
    const choice = { category: 'Books & Media', min_price: 250, min_rating: 1, sort: 'price_desc' as const };
    expect(read(writeCatalogueParams(new URLSearchParams(), choice).toString())).toEqual({ choice, page: 1 });
  });
});

describe('the query sent for a choice', () => {
  it('leaves out the defaults so that one list has one request', () => {
    expect(catalogueQuery({ category: ' ', sort: 'relevance', in_stock: false })).toEqual({});
    expect(catalogueQuery({ category: ' Furniture ', min_price: 0, in_stock: true })).toEqual({
      category: 'Furniture',
      min_price: 0,
      in_stock: true,
    });
  });
});
