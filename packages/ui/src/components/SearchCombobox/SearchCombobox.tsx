import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { SEARCH_DEBOUNCE_MS, type SearchSuggestion } from '@shop/contract';
import { useAnnounce } from '../../shell/Announcer/Announcer.tsx';
import { cx } from '../cx.ts';
import { Link } from '../Link/Link.tsx';
import { ProductImage } from '../ProductImage/ProductImage.tsx';
import { visuallyHidden } from '../shared.css.ts';
import { highlightParts } from './highlight.ts';
import * as styles from './SearchCombobox.css.ts';

/** Props of {@link SearchCombobox}. */
export type SearchComboboxProps = {
  /** The input's id; the listbox is `{id}-listbox` and each option `{id}-option-{product id}`. */
  id: string;
  /**
   * The suggestions for the text typed so far, best first (at most SUGGESTIONS_LIMIT, 8, from
   * GET /products/suggest/); the listbox shows while the box has focus, holds text and this is
   * not empty.
   */
  suggestions: readonly SearchSuggestion[];
  /**
   * Called with the trimmed text SEARCH_DEBOUNCE_MS (1000 ms) after typing stops, or at once on
   * Enter with no suggestion active (spec section 2: the app navigates to /search?q=<encoded>,
   * replacing the history entry). Not called when a suggestion is chosen.
   */
  onSearch: (text: string) => void;
  /** Called with the raw text on every change (the app asks for suggestions with it). */
  onTextChange?: (text: string) => void;
  /** Called when a suggestion is chosen (click or Enter), before its link is followed. */
  onSuggestionChoose?: (suggestion: SearchSuggestion) => void;
  /** The visible-to-screen-readers label of the box (default 'Search products'). */
  label?: string;
  placeholder?: string;
  /** The input element (e.g. to focus it with Ctrl/Cmd+K). */
  inputRef?: Ref<HTMLInputElement>;
  /** `aria-keyshortcuts` of the input (e.g. 'Control+K Meta+K'). */
  keyShortcuts?: string;
  className?: string;
  inputClassName?: string;
};

/** Where a suggestion leads: its product page (spec section 2, single-product/{id}). */
export function suggestionHref(suggestion: SearchSuggestion): string {
  return `/single-product/${suggestion.id}`;
}

/** The text read out when the suggestions change: '1 suggestion' or '{n} suggestions'. */
export function suggestionsCountText(count: number): string {
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

/**
 * The search box with suggestions as you type, after the WAI-ARIA 1.2 combobox
 * pattern with a listbox popup ("list autocomplete"): the input has role combobox,
 * `aria-expanded`, `aria-controls` and `aria-activedescendant`; focus stays in the input.
 * Keys: ArrowDown/ArrowUp open the list and move through it (wrapping), Home/End go to the first
 * or last suggestion while one is active, Enter follows the active suggestion's link (to
 * /single-product/{id}) or, with none active, sends the search at once, Escape closes the list
 * and drops the search that typing scheduled; a box cleared to blank never searches (decision 048).
 * Following a suggestion (Enter or a click) leaves the box, so the app can focus the new page.
 * The parts of each name that match the typed words are in `<mark>`, ignoring case and accents.
 * Typing keeps the spec's behaviour: the trimmed text goes to `onSearch` SEARCH_DEBOUNCE_MS after
 * the last keystroke. The number of suggestions is announced through the polite live region.
 */
export function SearchCombobox({
  id,
  suggestions,
  onSearch,
  onTextChange,
  onSuggestionChoose,
  label = 'Search products',
  placeholder,
  inputRef,
  keyShortcuts,
  className,
  inputClassName,
}: SearchComboboxProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  const announce = useAnnounce();
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listboxId = `${id}-listbox`;
  const optionId = (suggestion: SearchSuggestion) => `${id}-option-${suggestion.id}`;
  const open = focused && !dismissed && text.trim() !== '' && suggestions.length > 0;
  const active = open ? suggestions.findIndex((s) => s.id === activeId) : -1;
  const activeSuggestion = active >= 0 ? suggestions[active] : undefined;

  // Read out how many suggestions there are whenever a new list shows.
  const shownKey = open ? suggestions.map((s) => s.id).join(',') : '';
  useEffect(() => {
    if (shownKey !== '') announce(suggestionsCountText(shownKey.split(',').length));
  }, [shownKey, announce]);

  useEffect(() => {
    if (activeSuggestion)
      document.getElementById(`${id}-option-${activeSuggestion.id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeSuggestion, id]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setText(value);
    setActiveId(null);
    setDismissed(false);
    onTextChange?.(value);
    const trimmed = value.trim();
    clearTimeout(timer.current);
    // Clearing the box (by hand, or Escape's native clear of a search field) is not a search:
    // it never navigates (decision 048).
    if (trimmed === '') return;
    timer.current = setTimeout(() => onSearchRef.current(trimmed), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setDismissed(true);
    setActiveId(null);
    onSearch(text.trim());
  };

  const choose = (suggestion: SearchSuggestion) => {
    clearTimeout(timer.current);
    setDismissed(true);
    setActiveId(null);
    // Leaving the box lets the app move focus to the product page's heading, as after any link
    // (decision 029 keeps focus only in a text field, for the search as you type).
    document.getElementById(id)?.blur();
    onSuggestionChoose?.(suggestion);
  };

  const moveTo = (index: number) => setActiveId(suggestions[index]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (text.trim() === '' || last < 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setDismissed(false);
          if (!event.altKey) moveTo(down ? 0 : last);
          return;
        }
        if (down) moveTo(active === -1 || active === last ? 0 : active + 1);
        else moveTo(active <= 0 ? last : active - 1);
        return;
      }
      case 'Home':
      case 'End':
        if (active === -1) return;
        event.preventDefault();
        moveTo(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter':
        if (!activeSuggestion) return;
        event.preventDefault();
        // The same path as a click: the link's own handler (the app's router link) navigates.
        document.getElementById(optionId(activeSuggestion))?.click();
        return;
      case 'Escape':
        // Escape means 'never mind': the search that typing scheduled is dropped (decision 048).
        clearTimeout(timer.current);
        if (!open) return;
        event.preventDefault();
        setDismissed(true);
        setActiveId(null);
        return;
      default:
    }
  };

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={onSubmit}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeSuggestion ? optionId(activeSuggestion) : undefined}
        aria-keyshortcuts={keyShortcuts}
        placeholder={placeholder}
        className={cx(styles.input, inputClassName)}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActiveId(null);
        }}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        className={styles.listbox}
        hidden={!open}
        // Keeps focus in the input when a suggestion is pressed, so the click lands on it.
        onMouseDown={(event) => event.preventDefault()}
      >
        {open
          ? suggestions.map((suggestion) => (
              <Link
                key={suggestion.id}
                id={optionId(suggestion)}
                href={suggestionHref(suggestion)}
                role="option"
                aria-selected={suggestion.id === activeSuggestion?.id}
                tabIndex={-1}
                className={styles.option}
                onClick={() => choose(suggestion)}
              >
                <ProductImage
                  src={suggestion.imageUrl}
                  alt=""
                  width={40}
                  height={40}
                  className={styles.image}
                />
                <span className={styles.name}>
                  {highlightParts(suggestion.name, text).map((part, index) =>
                    part.match ? (
                      <mark key={index} className={styles.mark}>
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
                <span className={styles.category}>{suggestion.category}</span>
              </Link>
            ))
          : null}
      </div>
    </form>
  );
}
