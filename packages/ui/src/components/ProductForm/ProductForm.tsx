import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  CATEGORIES,
  DISPATCH_DAYS_OPTIONS,
  ITEMS_IN_STOCK_OPTIONS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MESSAGES,
  PERCENTAGE_OFF_OPTIONS,
  UPLOAD_IMAGE_TYPES,
  type FeeRule,
  type Product,
} from '@shop/contract';
import { Button } from '../Button/index.ts';
import { CheckboxField } from '../CheckboxField/index.ts';
import { Link } from '../Link/index.ts';
import { ProductImage } from '../ProductImage/index.ts';
import { SelectField, type SelectOption } from '../SelectField/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import { TextField } from '../TextField/index.ts';
import { registerWithDefaults } from '../registerWithDefaults.ts';
import {
  buildProductFormData,
  productFormDefaults,
  type ProductFlag,
  type ProductFormValues,
} from './productFormData.ts';
import { useSellerReceives } from './sellerReceives.ts';
import * as css from './ProductForm.css.ts';

/** Props of {@link ProductForm}. */
export type ProductFormProps = {
  /** 'create' (add-product) or 'edit' (edit-my-listing). */
  mode: 'create' | 'edit';
  /** The product being edited; its values pre-fill the form (edit). */
  initial?: Product;
  /** True while the request runs: the submit button reads 'SUBMITTING' or 'Updating' and is disabled. */
  busy: boolean;
  /** The server's error message; shown in an alert once a submit has been tried. */
  error?: string | null;
  /** True once the user has submitted at least once. */
  submitted: boolean;
  /** Called with the multipart body (see `buildProductFormData`) when the form is valid. */
  onSubmit: (formData: FormData) => void;
  /** Cancel as a callback (edit); takes precedence over `cancelHref`. */
  onCancel?: () => void;
  /** Cancel as a link (edit); default '/my-listings'. */
  cancelHref?: string;
  /**
   * The shop's fee terms (GET /marketplace/fees/, decision 056). When given, the price field says
   * what the seller receives for the price entered ('You receive £X after the shop's fee'); nothing
   * while they load or when they failed.
   */
  feeRule?: FeeRule | null | undefined;
};

/** The note shown above the image input when editing (spec section 2, edit-my-listing). */
export const REPLACE_IMAGES_NOTE = 'Upload new images only if you want to replace existing ones';

const FLAG_LABELS: Record<ProductFlag, string> = {
  onSale: 'On sale',
  specialOffer: 'Special offer',
  suspend: 'Suspend',
  inStock: 'In stock',
  featured: 'Featured',
  popular: 'Popular',
  new: 'New',
};

/** The options of a select, plus the current value when it is not among them (so an edit never changes it silently). */
function optionsWith(
  values: readonly (string | number)[],
  current: string | undefined,
  suffix = '',
): SelectOption[] {
  const options = values.map((v) => ({ value: String(v), label: `${v}${suffix}` }));
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: `${current}${suffix}` });
  return options;
}

/** The dispatch-time choices (DISPATCH_DAYS_OPTIONS, decision 047): 'Same day', '1 working day', '2 working days'... */
function dispatchOptions(current: string | undefined): SelectOption[] {
  const label = (days: string) =>
    days === '0' ? 'Same day' : `${days} working ${days === '1' ? 'day' : 'days'}`;
  return optionsWith(DISPATCH_DAYS_OPTIONS, current).map((o) => ({ ...o, label: label(o.value) }));
}

/** Object URLs for `files` (image previews before upload), revoked when the files change or on unmount. */
function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** The types an image may have (the contract's UPLOAD_IMAGE_TYPES). */
const UPLOADABLE: readonly string[] = UPLOAD_IMAGE_TYPES;

/** Checks chosen files against the upload limits (MAX_IMAGES, MAX_IMAGE_BYTES, image types); returns the message or null. */
function imageProblem(files: readonly File[]): string | null {
  if (files.length > MAX_IMAGES) return MESSAGES.server.tooManyImages;
  if (files.some((f) => !UPLOADABLE.includes(f.type))) return MESSAGES.server.imageType;
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return MESSAGES.server.imageTooLarge;
  return null;
}

/**
 * The product form shared by add-product and edit-my-listing (spec sections 2, 3 and 5): images
 * (several, previewed before upload), name, price, category, tags, the flags onSale, specialOffer,
 * suspend (default false), percentageOff, itemsInStock, dispatchDays ('Dispatched within', decision
 * 047; default DEFAULT_DISPATCH_DAYS), inStock, featured, popular, new (default
 * true) in a 3-column grid (1 column on small screens) with the bullet-point list (4 inputs at
 * first, 'Add field' adds one); then description and detailedDescription. On a valid submit it
 * calls `onSubmit` with the multipart body (flags as 'true'/'false', bullet_1..bullet_n, `images`,
 * and `productId` and `loadedItemsInStock` when editing). Required: name, price (at least £0.01), category, description.
 * Given the shop's fee terms, the price says what the seller receives for it (decision 056).
 */
export function ProductForm({
  mode,
  initial,
  busy,
  error,
  submitted,
  onSubmit,
  onCancel,
  cancelHref,
  feeRule,
}: ProductFormProps) {
  const editing = mode === 'edit';
  // Read once, as react-hook-form reads defaultValues: a later `initial` changes neither.
  const [defaults] = useState(() => productFormDefaults(initial));
  // The product as the form was loaded: its id and stock go with an update (decision 042).
  const [edit] = useState(() =>
    editing && initial !== undefined
      ? { productId: initial.id, loadedItemsInStock: initial.itemsInStock }
      : undefined,
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormValues>({ defaultValues: defaults });
  // Each field carries its default in the HTML too: an edit page rendered on the server arrives
  // filled.
  const fieldProps = registerWithDefaults(register, defaults);
  const { fields: bulletFields, append } = useFieldArray({ control, name: 'bullets' });
  const receives = useSellerReceives(control, feeRule);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const previews = useObjectUrls(files);
  const imagesId = useId();

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(chosen);
    setFilesError(imageProblem(chosen));
  };

  const submit = handleSubmit((values) => {
    if (filesError) return;
    onSubmit(buildProductFormData(values, files, edit));
  });

  const submitLabel = editing
    ? busy
      ? 'Updating'
      : 'Update Product'
    : busy
      ? 'SUBMITTING'
      : 'Submit Product';
  const describedImages = [`${imagesId}-hint`, filesError ? `${imagesId}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      className={css.form}
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy || undefined}
    >
      {busy && !editing ? (
        <p role="status" className={css.banner.warning}>
          Submitting
        </p>
      ) : null}
      {submitted && error ? (
        <p role="alert" className={css.banner.danger}>
          {error}
        </p>
      ) : null}

      <div className={css.grid}>
        <div className={css.field}>
          <label className={css.label} htmlFor={imagesId}>
            Images
          </label>
          <input
            id={imagesId}
            className={css.fileInput}
            type="file"
            name="images"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            multiple
            onChange={onFiles}
            aria-invalid={filesError ? true : undefined}
            aria-describedby={describedImages}
          />
          <p id={`${imagesId}-hint`} className={css.hint}>
            {editing ? REPLACE_IMAGES_NOTE : `Up to ${MAX_IMAGES} images, 5 MB each.`}
          </p>
          {filesError ? (
            <p id={`${imagesId}-error`} className={css.fieldError}>
              {filesError}
            </p>
          ) : null}
        </div>
        <TextField
          label="Name"
          autoComplete="off"
          required
          error={errors.name?.message}
          {...fieldProps('name', {
            validate: (v) => v.trim() !== '' || 'Please enter a product name',
            maxLength: { value: 200, message: 'Name must be 200 characters or fewer' },
          })}
        />
        <TextField
          label="Price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          required
          error={errors.price?.message}
          hint={receives ?? undefined}
          {...fieldProps('price', {
            validate: (v) => {
              const n = Number(v);
              if (v.trim() === '' || Number.isNaN(n)) return 'Please enter a price';
              if (n < 0.01) return 'Price must be at least £0.01';
              return true;
            },
          })}
        />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={optionsWith(CATEGORIES, initial?.category)}
          required
          error={errors.category?.message}
          {...fieldProps('category', { required: 'Please select a category' })}
        />
        <TextField
          label="Tags"
          hint="Comma-separated, e.g. desk, oak, home office"
          autoComplete="off"
          {...fieldProps('tags')}
        />
        {(['onSale', 'specialOffer', 'suspend'] as const).map((flag) => (
          <CheckboxField
            key={flag}
            className={css.checkboxCell}
            label={FLAG_LABELS[flag]}
            {...fieldProps(flag)}
          />
        ))}
        <SelectField
          label="Percentage off"
          options={optionsWith(
            PERCENTAGE_OFF_OPTIONS,
            initial ? String(initial.percentageOff) : undefined,
            '%',
          )}
          {...fieldProps('percentageOff')}
        />
        <SelectField
          label="Items in stock"
          options={optionsWith(ITEMS_IN_STOCK_OPTIONS, initial ? String(initial.itemsInStock) : undefined)}
          {...fieldProps('itemsInStock')}
        />
        <SelectField
          label="Dispatched within"
          hint="Working days from the order to the carrier: the product page's delivery dates."
          options={dispatchOptions(initial ? String(initial.dispatchDays) : undefined)}
          {...fieldProps('dispatchDays')}
        />
        {(['inStock', 'featured', 'popular', 'new'] as const).map((flag) => (
          <CheckboxField
            key={flag}
            className={css.checkboxCell}
            label={FLAG_LABELS[flag]}
            {...fieldProps(flag)}
          />
        ))}

        <fieldset className={`${css.fieldset} ${css.fullRow}`}>
          <legend className={css.legend}>Bullet points</legend>
          <div className={css.bulletGrid}>
            {bulletFields.map((field, i) => (
              <TextField
                key={field.id}
                label={`Bullet point ${i + 1}`}
                autoComplete="off"
                {...fieldProps(`bullets.${i}.text` as const)}
              />
            ))}
          </div>
          <div>
            <Button variant="outline" size="sm" onClick={() => append({ text: '' }, { shouldFocus: true })}>
              Add field
            </Button>
          </div>
        </fieldset>
      </div>

      {editing && initial && initial.images.length > 0 ? (
        <section aria-label="Existing images">
          <p className={css.hint}>Existing images</p>
          <ul className={css.thumbs}>
            {initial.images.map((image, i) => (
              <li key={image.id ?? image.image_url}>
                <ProductImage
                  className={css.thumb}
                  src={image.image_url}
                  alt={`${initial.name}, current image ${i + 1}`}
                  width={72}
                  height={72}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {previews.length > 0 ? (
        <section aria-label="New images">
          <p className={css.hint}>New images (not uploaded yet)</p>
          <ul className={css.thumbs}>
            {previews.map((url, i) => (
              <li key={url}>
                <img
                  className={css.thumb}
                  src={url}
                  alt={`New image ${i + 1}: ${files[i]?.name ?? ''}`}
                  width={72}
                  height={72}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <TextareaField
        label="Description"
        rows={3}
        required
        error={errors.description?.message}
        {...fieldProps('description', {
          validate: (v) => v.trim() !== '' || 'Please enter a description',
          maxLength: { value: 500, message: 'Description must be 500 characters or fewer' },
        })}
      />
      <TextareaField
        label="Detailed description"
        rows={6}
        error={errors.detailedDescription?.message}
        {...fieldProps('detailedDescription', {
          maxLength: { value: 5000, message: 'Detailed description must be 5000 characters or fewer' },
        })}
      />

      <div className={css.actions}>
        {editing ? (
          onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : (
            <Button asChild variant="ghost">
              <Link href={cancelHref ?? '/my-listings'}>Cancel</Link>
            </Button>
          )
        ) : null}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
