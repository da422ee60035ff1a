import type { TristateValue } from '@opsdeck/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { FilterSelect, MultiSelect, TriStateMultiSelect } from './FilterSelect';
import { multiSelectSummary, selectionSummary } from './summary';

// jsdom lacks PointerEvent, which the checkbox's press tracking creates when a focused box blurs.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

// jsdom has no layout: an element is as tall as its inline style says, its content as tall as its
// first child's, and scrollTo moves it.
const spies: jest.SpyInstance[] = [];
beforeEach(() => {
  spies.push(
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return parseFloat(this.style.height) || 0;
    }),
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return parseFloat((this.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0;
    }),
    jest.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (this: Element, arg?: ScrollToOptions | number) {
      if (typeof arg !== 'object' || typeof arg.top !== 'number') return;
      this.scrollTop = arg.top;
      this.dispatchEvent(new Event('scroll'));
    }),
  );
});
afterEach(() => {
  spies.splice(0).forEach((s) => s.mockRestore());
});

const names = (n: number) => Array.from({ length: n }, (_, i) => `option-${String(i + 1).padStart(n > 99 ? 3 : 2, '0')}`);

function Multi({ options, initial = [], onChange }: { options: string[]; initial?: string[]; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiSelect
      label="Team"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function TriState({ options, onChange }: { options: string[]; onChange?: (value: string, mode: TristateValue) => void }) {
  const [selection, setSelection] = useState<Record<string, number>>({});
  return (
    <TriStateMultiSelect
      label="env"
      options={options.map((value, i) => ({ value, count: i + 1 }))}
      selection={selection}
      onChange={(value, mode) => {
        setSelection((prev) => {
          const next = { ...prev };
          if (mode === 0) delete next[value];
          else next[value] = mode;
          return next;
        });
        onChange?.(value, mode);
      }}
    />
  );
}

describe('summaries', () => {
  it('shows All, the chosen values, and a count from four on', () => {
    expect(multiSelectSummary([])).toBe('All');
    expect(multiSelectSummary(['a', 'b', 'c'])).toBe('a, b, c');
    expect(multiSelectSummary(['a', 'b', 'c', 'd'])).toBe('4 selected');
    expect(selectionSummary({})).toBe('All');
    expect(selectionSummary({ a: 1, b: -1, c: 0 })).toBe('a, !b');
    expect(selectionSummary({ a: 1, b: -1, c: 1 })).toBe('a, !b, c');
    expect(selectionSummary({ a: 1, b: -1, c: 1, d: -1 })).toBe('4 selected');
  });
});

describe('MultiSelect', () => {
  it('collapses the trigger to a count at four chosen labels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multi options={['core', 'data', 'edge', 'web', 'ops']} initial={['core', 'data']} />);
    await user.click(screen.getByRole('button', { name: 'Team: core, data' }));
    await user.click(await screen.findByRole('checkbox', { name: 'edge' }));
    expect(screen.getByRole('button', { name: 'Team: core, data, edge' })).toHaveTextContent('Team: core, data, edge');
    await user.click(screen.getByRole('checkbox', { name: 'web' }));
    expect(screen.getByRole('button', { name: 'Team: 4 selected' })).toHaveTextContent('Team: 4 selected');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Team: All' })).toBeInTheDocument();
  });

  it('renders every row of 20 options, with no filter input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multi options={names(20)} />);
    await user.click(screen.getByRole('button', { name: 'Team: All' }));
    const list = await screen.findByRole('list', { name: 'Team' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('textbox', { name: 'Filter Team' })).not.toBeInTheDocument();
  });

  it('above 20 options renders only the rows in view, and filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multi options={names(500)} />);
    await user.click(screen.getByRole('button', { name: 'Team: All' }));
    const list = await screen.findByRole('list', { name: 'Team' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '500');
    expect(within(list).queryByRole('checkbox', { name: 'option-400' })).not.toBeInTheDocument();

    // Scrolling brings later rows in.
    act(() => {
      list.scrollTop = 399 * 30;
      fireEvent.scroll(list);
    });
    expect(await within(list).findByRole('checkbox', { name: 'option-400' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Filter Team' }), 'option-49');
    // option-490 to option-499: few enough to render every row.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Team' })).getAllByRole('checkbox')).toHaveLength(10));
    await user.clear(screen.getByRole('textbox', { name: 'Filter Team' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter Team' }), 'nothing');
    expect(screen.getByText('No options found')).toBeInTheDocument();
  });

  it('is operated from the keyboard: open, move with the arrows, toggle with Space, close with Escape', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Multi options={['core', 'data', 'edge']} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Team: All' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const core = await screen.findByRole('checkbox', { name: 'core' });
    // Browsers focus the first row on opening; jsdom (no layout) focuses the dropdown, one Tab before it.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Team options' })).toContainElement(document.activeElement as HTMLElement),
    );
    if (document.activeElement !== core) await user.tab();
    expect(core).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'data' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['data']);
    await user.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: 'edge' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(core).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'core' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Team: data' })).toHaveFocus();
  });

  it('moves from the filter input into a long list with Arrow Down and back with Arrow Up', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multi options={names(30)} />);
    await user.click(screen.getByRole('button', { name: 'Team: All' }));
    const filter = await screen.findByRole('textbox', { name: 'Filter Team' });
    filter.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'option-01' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'option-03' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(filter).toHaveFocus();
  });

  it('scrolls rows that are not rendered yet into view before focusing them (End, Home)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multi options={names(500)} />);
    await user.click(screen.getByRole('button', { name: 'Team: All' }));
    (await screen.findByRole('textbox', { name: 'Filter Team' })).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'option-001' })).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: 'option-500' })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'option-500' })).toHaveFocus());
    expect(screen.queryByRole('checkbox', { name: 'option-001' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Team: option-500' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'option-001' })).toHaveFocus());
  });
});

describe('TriStateMultiSelect', () => {
  it('includes and excludes values; clicking the active state returns to neutral', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<TriState options={['prod', 'staging', 'dev']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'env: All' }));
    const list = await screen.findByRole('list', { name: 'env values' });
    expect(screen.getByRole('dialog', { name: 'env values' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'prod' }).parentElement).toHaveAttribute('title', 'prod (1)');
    await user.click(within(list).getByRole('button', { name: 'Include prod' }));
    await user.click(within(list).getByRole('button', { name: 'Exclude staging' }));
    expect(screen.getByRole('button', { name: 'env: prod, !staging' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Exclude staging' }));
    expect(onChange.mock.calls).toEqual([
      ['prod', 1],
      ['staging', -1],
      ['staging', 0],
    ]);
    expect(screen.getByRole('button', { name: 'env: prod' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('keeps the column (Include or Exclude) when moving between rows with the arrows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TriState options={['prod', 'staging']} />);
    await user.click(screen.getByRole('button', { name: 'env: All' }));
    screen.getByRole('button', { name: 'Exclude prod' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Exclude staging' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'env: !staging' })).toBeInTheDocument();
  });

  it('names the empty value and windows long value lists', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TriState options={['', ...names(40)]} />);
    await user.click(screen.getByRole('button', { name: 'env: All' }));
    expect(await screen.findByRole('group', { name: '(empty)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter env values' })).toHaveAttribute('placeholder', 'Filter values');
    expect(within(screen.getByRole('list', { name: 'env values' })).getAllByRole('listitem').length).toBeLessThan(41);
  });
});

describe('FilterSelect single mode', () => {
  it('chooses one value, closes, and shows its label', async () => {
    const user = userEvent.setup();
    function Single() {
      const [value, setValue] = useState<string | undefined>();
      return (
        <FilterSelect
          mode="single"
          label="Agent"
          options={[
            { value: 'a1', label: 'local' },
            { value: 'a2', label: 'eu-west' },
          ]}
          value={value}
          onChange={setValue}
        />
      );
    }
    renderWithProviders(<Single />);
    await user.click(screen.getByRole('button', { name: 'Agent: All' }));
    await user.click(await screen.findByRole('button', { name: 'eu-west' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Agent' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Agent: eu-west' }));
    expect(await screen.findByRole('button', { name: 'eu-west' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Agent: All' })).toBeInTheDocument();
  });
});

describe('FilterSelect async options', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks on opening, then once typing has paused for 100 ms, dropping replaced answers', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const queries: string[] = [];
    const aborted: string[] = [];
    const loadOptions = jest.fn((query: string, signal: AbortSignal) => {
      queries.push(query);
      signal.addEventListener('abort', () => aborted.push(query));
      return Promise.resolve(names(3).map((n) => `${query || 'all'}-${n}`));
    });
    function Async() {
      const [value, setValue] = useState<string[]>([]);
      return <FilterSelect mode="multi" label="Config" value={value} onChange={setValue} loadOptions={loadOptions} />;
    }
    renderWithProviders(<Async />);
    expect(loadOptions).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Config: All' }));
    expect(await screen.findByRole('checkbox', { name: 'all-option-01' })).toBeInTheDocument();
    expect(queries).toEqual(['']);

    const input = screen.getByRole('textbox', { name: 'Filter Config' });
    await user.type(input, 'db');
    await act(async () => jest.advanceTimersByTime(99));
    expect(queries).toEqual(['']);
    await act(async () => jest.advanceTimersByTime(1));
    expect(queries).toEqual(['', 'db']);
    expect(await screen.findByRole('checkbox', { name: 'db-option-01' })).toBeInTheDocument();

    // A new query replaces the one in flight.
    let resolveSlow: (options: string[]) => void = () => {};
    loadOptions.mockImplementationOnce((query, signal) => {
      queries.push(query);
      signal.addEventListener('abort', () => aborted.push(query));
      return new Promise((resolve) => {
        resolveSlow = resolve;
      });
    });
    await user.type(input, 'x');
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await user.type(input, 'y');
    await act(async () => jest.advanceTimersByTime(100));
    expect(queries).toEqual(['', 'db', 'dbx', 'dbxy']);
    expect(aborted).toContain('dbx');
    await act(async () => resolveSlow(['stale']));
    expect(await screen.findByRole('checkbox', { name: 'dbxy-option-01' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'stale' })).not.toBeInTheDocument();
  });

  it('says so when loading fails', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <FilterSelect
        mode="multi"
        label="Config"
        value={[]}
        onChange={() => {}}
        loadOptions={() => Promise.reject(new Error('down'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Config: All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load options');
  });
});
