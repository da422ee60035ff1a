import { SKIP_TO_CONTENT } from '@opsdeck/contracts';
import { Link } from '@opsdeck/shared';

/**
 * The first element a Tab reaches: hidden until focused, it moves focus past the sidebar and the
 * top bar to the page itself (its first control is then one Tab away).
 */
export function SkipLink() {
  return (
    <Link
      href={`#${SKIP_TO_CONTENT.targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(SKIP_TO_CONTENT.targetId)?.focus();
      }}
      position="absolute"
      left="2"
      top="2"
      zIndex="skipNav"
      px="3"
      py="2"
      rounded="md"
      bg="bg.panel"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'blue.focusRing' }}
      _focus={{ transform: 'none' }}
    >
      {SKIP_TO_CONTENT.label}
    </Link>
  );
}
