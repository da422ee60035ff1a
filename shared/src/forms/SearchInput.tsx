import { Input, type InputProps } from '@chakra-ui/react';
import { DEBOUNCE_MS } from '@opsdeck/contracts';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

export interface SearchInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue' | 'aria-label'> {
  /** The committed search text (e.g. from the URL). */
  value: string;
  /** Called with the text once typing has stopped for `delayMs`. */
  onChange: (text: string) => void;
  /** Accessible name of the input. */
  'aria-label': string;
  /** Debounce in ms; the spec's search input debounce (400 ms) by default. */
  delayMs?: number;
}

/**
 * A search input that echoes every keystroke and reports the text once typing stops (400 ms by
 * default). It follows `value` when that changes from elsewhere (back button, a link).
 */
export function SearchInput({ value, onChange, delayMs = DEBOUNCE_MS.searchInput, ...rest }: SearchInputProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delayMs);
  const reported = useRef(value);
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (debounced !== reported.current) {
      reported.current = debounced;
      onChange(debounced);
    }
  }, [debounced, onChange]);
  return <Input size="sm" type="search" maxW="sm" {...rest} value={text} onChange={(e) => setText(e.target.value)} />;
}
