import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The page title shown in the top bar: the document title's prefix, kept in sync after each navigation. */
export function useDocumentTitlePrefix(): string {
  const location = useLocation();
  const read = () => document.title.split(' | ')[0] ?? '';
  const [title, setTitle] = useState(read);
  useEffect(() => {
    const element = document.querySelector('title');
    setTitle(read());
    if (!element) return undefined;
    const observer = new MutationObserver(() => setTitle(read()));
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [location.pathname]);
  return title;
}
