import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { sortTags, toTagEntries } from './sortTags';
import { Tags, tagsMaxHeight } from './Tags';

describe('sortTags', () => {
  it('puts account, namespace and name first, then the rest alphabetically', () => {
    const sorted = sortTags({ zone: 'eu', name: 'web', app: 'shop', namespace: 'prod', account: '123', cluster: 'c1' });
    expect(sorted.map((t) => t.key)).toEqual(['account', 'namespace', 'name', 'app', 'cluster', 'zone']);
  });

  it('accepts key/value lists and drops empty values from maps', () => {
    expect(
      sortTags([
        { key: 'b', value: '2' },
        { key: 'name', value: 'x' },
      ]),
    ).toEqual([
      { key: 'name', value: 'x' },
      { key: 'b', value: '2' },
    ]);
    expect(toTagEntries({ a: null, b: 3, c: undefined })).toEqual([{ key: 'b', value: '3' }]);
    expect(sortTags(undefined)).toEqual([]);
  });
});

describe('Tags', () => {
  it('shows at least one row of 2.25rem', () => {
    expect(tagsMaxHeight(0)).toBe('2.25rem');
    expect(tagsMaxHeight(1)).toBe('2.25rem');
    expect(tagsMaxHeight(3)).toBe('6.75rem');
  });

  it('renders sorted chips clipped to the row height', () => {
    renderWithProviders(<Tags tags={{ region: 'eu', account: 'a1' }} rows={2} />);
    const box = screen.getByTestId('tags');
    expect(box.style.maxHeight).toBe('4.5rem');
    expect(Array.from(box.querySelectorAll('[title]')).map((n) => n.getAttribute('title'))).toEqual([
      'account: a1',
      'region: eu',
    ]);
  });

  it('reports clicks on a tag', async () => {
    const onTagClick = jest.fn();
    renderWithProviders(<Tags tags={{ env: 'prod' }} onTagClick={onTagClick} />);
    await userEvent.click(screen.getByTitle('env: prod'));
    expect(onTagClick).toHaveBeenCalledWith('env', 'prod');
  });

  it('offers show more when the chips overflow and expands on click', async () => {
    const scroll = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
    const client = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(36);
    try {
      renderWithProviders(<Tags tags={{ a: '1', b: '2', c: '3' }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getByTestId('tags').style.maxHeight).toBe('none');
      await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
      expect(screen.getByTestId('tags').style.maxHeight).toBe('2.25rem');
    } finally {
      scroll.mockRestore();
      client.mockRestore();
    }
  });

  it('renders nothing without tags', () => {
    const { container } = renderWithProviders(<Tags tags={{}} />);
    expect(container.querySelector('[data-testid="tags"]')).toBeNull();
  });
});
