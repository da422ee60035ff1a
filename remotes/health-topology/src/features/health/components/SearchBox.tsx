import { DEBOUNCE_MS, HEALTH_SUMMARY } from '@opsdeck/contracts';
import { Input } from '@opsdeck/shared';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/** The search input: echoes every keystroke, reports the text 400 ms after typing stops. */
export function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, DEBOUNCE_MS.searchInput);
  const reported = useRef(value);
  // Follow the URL when it changes from elsewhere (back button, a link).
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
  return (
    <Input
      size="sm"
      type="search"
      maxW="sm"
      placeholder={HEALTH_SUMMARY.searchPlaceholder}
      aria-label="Search checks"
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
