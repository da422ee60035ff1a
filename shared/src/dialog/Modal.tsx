import { Dialog, Flex, IconButton, Link, Portal } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon, ExpandIcon, HelpIcon, ShrinkIcon } from '../icons';
import { dialogHeight, dialogWidth, type DialogSize } from './sizes';
import { useWindowWidth } from './useWindowWidth';
import { useKeyboardScrollable } from '../scroll/useKeyboardScrollable';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Default "medium". */
  size?: DialogSize;
  /** Opens documentation in a new tab from a help icon in the header. */
  helpLink?: string;
  /** Start expanded to the full window. */
  defaultExpanded?: boolean;
  /** Hide the expand/shrink toggle (it is shown by default). */
  hideExpandToggle?: boolean;
  /** Close on a click outside the dialog (default true). */
  closeOnInteractOutside?: boolean;
  /**
   * A fixed height (CSS length, capped at the window's) with the body scrolling inside, so content
   * that changes (tabs, loading) does not resize the dialog. By default it fits its content.
   */
  height?: string;
  /** Element focused when the dialog opens. */
  initialFocusEl?: () => HTMLElement | null;
  'data-testid'?: string;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * What had the focus when the dialog opened. It gets the focus back when the dialog closes, also
 * when the dialog goes away with its page state (a modal opened from the URL is unmounted, not closed).
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  }
  useEffect(
    () => () => {
      const element = opener.current;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (element?.isConnected && (!active || active === document.body)) element.focus();
      });
    },
    [],
  );
  return opener;
}

/** The app dialog: five sizes with window-width dependent widths, expand/shrink, close and help. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  helpLink,
  defaultExpanded = false,
  hideExpandToggle = false,
  closeOnInteractOutside = true,
  initialFocusEl,
  height,
  'data-testid': testId,
}: ModalProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const scrollable = useKeyboardScrollable<HTMLDivElement>();
  const body = useRef<HTMLDivElement | null>(null);
  const bodyRef = useCallback(
    (element: HTMLDivElement | null) => {
      body.current = element;
      scrollable(element);
    },
    [scrollable],
  );
  const opener = useOpener(open);
  // A form starts on its first field; otherwise Chakra's default (the first control, the close button).
  const firstField = () => body.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? null;
  const windowWidth = useWindowWidth();
  const width = dialogWidth(size, windowWidth, expanded);
  const maxH = dialogHeight(size, expanded) ?? (height ? `min(${height}, calc(100dvh - 2rem))` : undefined);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      closeOnInteractOutside={closeOnInteractOutside}
      scrollBehavior="inside"
      placement="center"
      initialFocusEl={initialFocusEl ?? firstField}
      finalFocusEl={() => opener.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={testId}
            data-size={size}
            data-expanded={expanded ? 'true' : 'false'}
            style={{ width, maxWidth: width, ...(maxH ? { height: maxH, maxHeight: maxH } : {}) }}
            rounded={expanded ? 'none' : undefined}
            my={expanded ? '0' : undefined}
          >
            <Dialog.Header>
              <Dialog.Title flex="1" minW="0">
                {title}
              </Dialog.Title>
              <Flex gap="1" align="center">
                {helpLink ? (
                  <IconButton asChild variant="ghost" size="sm" aria-label="Help">
                    <Link href={helpLink} target="_blank" rel="noopener noreferrer">
                      <HelpIcon />
                    </Link>
                  </IconButton>
                ) : null}
                {hideExpandToggle ? null : (
                  <IconButton
                    variant="ghost"
                    size="sm"
                    aria-label={expanded ? 'Shrink' : 'Expand'}
                    aria-pressed={expanded}
                    onClick={() => setExpanded((e) => !e)}
                  >
                    {expanded ? <ShrinkIcon /> : <ExpandIcon />}
                  </IconButton>
                )}
                <Dialog.CloseTrigger asChild position="static">
                  <IconButton variant="ghost" size="sm" aria-label="Close">
                    <CloseIcon />
                  </IconButton>
                </Dialog.CloseTrigger>
              </Flex>
            </Dialog.Header>
            <Dialog.Body ref={bodyRef}>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
