import { render, screen } from '@testing-library/react';
import { TopBarContent, TopBarContext, useTopBarRefresh, type RefreshAction, type TopBarSlots } from './top-bar';

function Page({ action, label }: { action?: RefreshAction; label?: string }) {
  useTopBarRefresh(action);
  return label ? <TopBarContent>{label}</TopBarContent> : null;
}

function slotsWith(extraContent: HTMLElement | null = null) {
  const registered: RefreshAction[] = [];
  const unregister = jest.fn();
  const slots: TopBarSlots = {
    extraContent,
    registerRefresh: (action) => {
      registered.push(action);
      return unregister;
    },
  };
  return { slots, registered, unregister };
}

describe('top bar slots', () => {
  it('registers the page refresh action, always calling the latest callback, and removes it on unmount', () => {
    const { slots, registered, unregister } = slotsWith();
    const first = jest.fn();
    const second = jest.fn();
    const view = render(
      <TopBarContext.Provider value={slots}>
        <Page action={first} />
      </TopBarContext.Provider>,
    );
    expect(registered).toHaveLength(1);
    view.rerender(
      <TopBarContext.Provider value={slots}>
        <Page action={second} />
      </TopBarContext.Provider>,
    );
    expect(registered).toHaveLength(1);
    registered[0]!();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    view.unmount();
    expect(unregister).toHaveBeenCalledTimes(1);
  });

  it('registers nothing without an action', () => {
    const { slots, registered } = slotsWith();
    render(
      <TopBarContext.Provider value={slots}>
        <Page />
      </TopBarContext.Provider>,
    );
    expect(registered).toHaveLength(0);
  });

  it('renders extra content into the top bar element', () => {
    const target = document.createElement('div');
    document.body.appendChild(target);
    const { slots } = slotsWith(target);
    render(
      <TopBarContext.Provider value={slots}>
        <Page label="Last 24 hours" />
      </TopBarContext.Provider>,
    );
    expect(target).toHaveTextContent('Last 24 hours');
    target.remove();
  });

  it('does nothing outside the console layout', () => {
    render(<Page action={jest.fn()} label="hidden" />);
    expect(screen.queryByText('hidden')).not.toBeInTheDocument();
  });
});
