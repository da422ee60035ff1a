import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';

export interface UseComboboxOptions<T> {
  /** The options in the listbox, in the order the arrow keys go through them. */
  items: readonly T[];
  /** Enter on the active option, or a click on an option. */
  onPick: (item: T, index: number) => void;
  /**
   * Keep the first option active whenever the list opens or the text changes (Enter then picks it);
   * without, no option is active until an arrow key is pressed.
   */
  activateFirst?: boolean;
  /** Close the list once an option is picked (default true). */
  closeOnPick?: boolean;
  /** Home / End move to the first / last option while the list is open (else they move the caret). */
  homeEndKeys?: boolean;
  /**
   * Escape closes the list without the key press reaching what is around it (a dialog stays open);
   * `onEscape` then hears that it did.
   */
  containEscape?: boolean;
  onEscape?: () => void;
  /** The list may show (default true): `aria-expanded` is true only while open and this holds. */
  canExpand?: boolean;
  /** Typing in the input. */
  onInputChange?: (text: string) => void;
}

export interface ComboboxState {
  /** The list is shown. */
  expanded: boolean;
  /** The index of the active option, -1 for none. */
  activeIndex: number;
  /** Id of the listbox element. */
  listboxId: string;
  optionId: (index: number) => string;
  /** Closes the list. */
  close: () => void;
  /** Props for the text input: role combobox, ARIA state, keyboard and focus handling. */
  inputProps: {
    role: 'combobox';
    autoComplete: 'off';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onClick: () => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  /** Props for the element holding the list (keeps the focus in the input while an option is clicked). */
  popupProps: { onMouseDown: (event: { preventDefault: () => void }) => void };
  /** Props for the listbox element. */
  listboxProps: { id: string; role: 'listbox' };
  /** Props for the option at `index` (its `aria-selected` is the caller's). */
  getOptionProps: (index: number) => {
    id: string;
    role: 'option';
    'data-active': '' | undefined;
    onMouseEnter: () => void;
    onClick: () => void;
  };
}

/**
 * The mechanics of an ARIA combobox (an input owning a popup listbox): open on focus, click and
 * typing, close on blur; Arrow Up / Down move the active option (wrapping), Enter picks it,
 * Escape closes; the active option is announced through `aria-activedescendant`.
 */
export function useCombobox<T>({
  items,
  onPick,
  activateFirst = false,
  closeOnPick = true,
  homeEndKeys = false,
  containEscape = false,
  onEscape,
  canExpand = true,
  onInputChange,
}: UseComboboxOptions<T>): ComboboxState {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const initial = activateFirst ? 0 : -1;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(initial);
  const count = items.length;
  const activeIndex = activateFirst ? Math.min(active, count - 1) : active < count ? active : -1;
  const expanded = open && canExpand;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const close = () => {
    setOpen(false);
    if (!activateFirst) setActive(-1);
  };
  const pick = (index: number) => {
    onPick(items[index]!, index);
    if (closeOnPick) close();
  };
  const move = (step: number) => {
    if (!open) {
      setOpen(true);
      if (activateFirst) {
        setActive(0);
        return;
      }
    }
    if (count === 0) return;
    if (activeIndex === -1) setActive(step > 0 ? 0 : count - 1);
    else setActive((activeIndex + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Home':
      case 'End':
        if (!homeEndKeys || !open || count === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter':
        if (!open || activeIndex < 0) return;
        event.preventDefault();
        pick(activeIndex);
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        if (containEscape) event.stopPropagation();
        close();
        onEscape?.();
        return;
      default:
    }
  };

  return {
    expanded,
    activeIndex,
    listboxId,
    optionId,
    close,
    inputProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onChange: (event) => {
        onInputChange?.(event.target.value);
        setOpen(true);
        setActive(initial);
      },
      onFocus: () => setOpen(true),
      onClick: () => setOpen(true),
      onBlur: () => setOpen(false),
      onKeyDown,
    },
    popupProps: { onMouseDown: (event) => event.preventDefault() },
    listboxProps: { id: listboxId, role: 'listbox' },
    getOptionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'data-active': index === activeIndex ? '' : undefined,
      onMouseEnter: () => setActive(index),
      onClick: () => pick(index),
    }),
  };
}
