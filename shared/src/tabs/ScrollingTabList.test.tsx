import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { SCROLL_TABS_BACK, SCROLL_TABS_FORWARD, Tabs } from './index';

const NAMES = ['History', 'Spec', 'Relationships', 'Changes', 'Insights', 'Playbooks'];

function Strip({ defaultValue = NAMES[0] }: { defaultValue?: string }) {
  return (
    <Tabs.Root defaultValue={defaultValue}>
      <Tabs.List aria-label="Sections" data-testid="strip">
        {NAMES.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}

/** jsdom lays nothing out: the sizes a browser would measure, then a scroll event. */
function layout(element: HTMLElement, sizes: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(element, key, { value, configurable: true });
  act(() => void element.dispatchEvent(new Event('scroll')));
}

let scrolledIntoView: string[];
beforeEach(() => {
  scrolledIntoView = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this.textContent ?? '');
  };
});

describe('the kit tab list', () => {
  it('shows no arrows when every tab fits', () => {
    renderWithProviders(<Strip />);
    layout(screen.getByTestId('strip'), { scrollLeft: 0, clientWidth: 900, scrollWidth: 900 });
    expect(screen.queryByRole('button', { name: SCROLL_TABS_BACK })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SCROLL_TABS_FORWARD })).not.toBeInTheDocument();
  });

  it('shows an arrow and a shade on each side that hides tabs, and scrolls by most of its width', async () => {
    renderWithProviders(<Strip />);
    const strip = screen.getByTestId('strip');
    const scrollBy = jest.fn();
    strip.scrollBy = scrollBy;
    layout(strip, { scrollLeft: 0, clientWidth: 300, scrollWidth: 700 });
    expect(screen.queryByRole('button', { name: SCROLL_TABS_BACK })).not.toBeInTheDocument();
    expect(screen.getByTestId('overflow-end')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: SCROLL_TABS_FORWARD }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });

    layout(strip, { scrollLeft: 400, clientWidth: 300, scrollWidth: 700 });
    expect(screen.queryByRole('button', { name: SCROLL_TABS_FORWARD })).not.toBeInTheDocument();
    expect(screen.getByTestId('overflow-start')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SCROLL_TABS_BACK }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
  });

  it('keeps the arrows out of the Tab order: the tabs are reached and moved through with the keyboard', async () => {
    renderWithProviders(<Strip />);
    layout(screen.getByTestId('strip'), { scrollLeft: 100, clientWidth: 300, scrollWidth: 700 });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Zag moves focus on the next frame.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Spec' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Spec' })).toHaveAttribute('aria-selected', 'true'));
    expect(scrolledIntoView).toContain('Spec');
    expect(screen.getByRole('button', { name: SCROLL_TABS_FORWARD })).toHaveAttribute('tabindex', '-1');
  });

  it('scrolls the selected tab into view when it opens on a tab far along the strip', () => {
    renderWithProviders(<Strip defaultValue="Playbooks" />);
    expect(scrolledIntoView).toEqual(['Playbooks']);
  });
});
