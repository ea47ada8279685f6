import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '@shop/contract';
import { SelectField, type SelectFieldProps } from '../SelectField/index.ts';

/** Props of {@link SortSelect}: the current `value`, `onSortChange`, and the select's other props. */
export type SortSelectProps = Omit<
  SelectFieldProps,
  'label' | 'options' | 'value' | 'onChange' | 'placeholder'
> & {
  /** The list's sort (default 'relevance' when the URL has none). */
  value?: ProductSort;
  /** Called with the sort the user picks. */
  onSortChange: (sort: ProductSort) => void;
  /** The sorts offered, in PRODUCT_SORTS order (default all of PRODUCT_SORTS). */
  sorts?: readonly ProductSort[];
};

const isSort = (value: string): value is ProductSort => PRODUCT_SORTS.some((sort) => sort === value);

/**
 * The sort control of a product list: a native select labelled 'Sort by' with the
 * contract's PRODUCT_SORT_LABELS ('Relevance', 'Price: low to high', 'Price: high to low',
 * 'Customer rating', 'Newest'). A native select keeps keyboard use (arrows, type-ahead) and
 * focus as the browser gives them.
 */
export function SortSelect({
  value = 'relevance',
  onSortChange,
  sorts = PRODUCT_SORTS,
  ...props
}: SortSelectProps) {
  return (
    <SelectField
      label="Sort by"
      options={sorts.map((sort) => ({ value: sort, label: PRODUCT_SORT_LABELS[sort] }))}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSort(next)) onSortChange(next);
      }}
      {...props}
    />
  );
}
