import { CATALOG_CHANGES_MAX_PAGE_SIZE, encodeFilterValue } from '@opsdeck/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { captureDownloads, fakeTableLayout, renderPage, textOf } from '@opsdeck/shared/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import { ChangesView } from './ChangesView';

// Whole lists with a real table: slow on a busy machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const ITEM = '10000000-0000-4000-8000-000000000001';
/** A full export page (the endpoint's largest), then one change. */
const TOTAL = CATALOG_CHANGES_MAX_PAGE_SIZE + 1;
const changeAt = (index: number) => ({
  id: `20000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  config_id: ITEM,
  name: 'web',
  type: 'Kubernetes::Deployment',
  change_type: 'diff',
  severity: 'high',
  summary: index === 0 ? 'image "web:2", then\nrolled back' : `change ${index}`,
  source: 'kubernetes',
  created_at: '2026-11-25T10:00:00Z',
  count: 2,
  external_created_by: 'ci-deployer',
});

type Body = Record<string, unknown>;
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Body;

/** The endpoint's pages of TOTAL changes; `failPage` answers 500. */
function changesHandler(failPage?: number) {
  return (config: InternalAxiosRequestConfig) => {
    if (config.url !== '/catalog/changes') return { data: [] };
    const { page, page_size: pageSize } = bodyOf(config) as { page: number; page_size: number };
    if (page === failPage) return { status: 500, data: { message: 'statement timeout' } };
    const start = (page - 1) * pageSize;
    const changes = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - start)) }, (_, i) => changeAt(start + i));
    return { data: { total: TOTAL, summary: { diff: changes.length }, changes } };
  };
}

const FILTERS = new URLSearchParams({
  changeType: encodeFilterValue({ diff: 1 }),
  severity: 'high',
  includeDeleted: 'yes',
  sortBy: 'name',
  sortOrder: 'asc',
}).toString();

describe('Export CSV of config changes', () => {
  const saved = captureDownloads();

  it('writes every page of the filtered, sorted changes as CSV in the table’s column order', async () => {
    const { adapter } = renderPage(<ChangesView configId={ITEM} />, {
      route: `/catalog/${ITEM}/changes?${FILTERS}`,
      handler: changesHandler(),
    });
    await screen.findByText('change 1');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exportBodies = adapter.requests
      .filter((request) => request.url === '/catalog/changes')
      .map(bodyOf)
      .filter((body) => body.page_size === CATALOG_CHANGES_MAX_PAGE_SIZE);
    const filters = {
      sort_by: 'name',
      from: 'now-2d',
      id: ITEM,
      recursive: 'downstream',
      depth: 5,
      type: 'diff',
      severity: 'high',
      include_deleted_configs: true,
    };
    expect(exportBodies).toEqual([
      { ...filters, page: 1, page_size: CATALOG_CHANGES_MAX_PAGE_SIZE },
      { ...filters, page: 2, page_size: CATALOG_CHANGES_MAX_PAGE_SIZE },
    ]);
    const lines = (await textOf(saved[0]!.blob)).split('\n');
    expect(lines[0]).toBe('created_at,name,type,change_type,severity,summary,source,count,created_by,id,config_id');
    expect(lines.slice(1, 3).join('\n')).toBe(
      `2026-11-25T10:00:00Z,web,Kubernetes::Deployment,diff,high,"image ""web:2"", then\nrolled back",kubernetes,2,ci-deployer,${changeAt(0).id},${ITEM}`,
    );
    // The header, every row and the one line break inside a quoted summary.
    expect(lines).toHaveLength(1 + TOTAL + 1);
    expect(lines.at(-1)).toContain(changeAt(TOTAL - 1).id);
  });

  it('ends at a page the endpoint fails, saying so, with no file', async () => {
    renderPage(<ChangesView />, { route: `/catalog/changes?${FILTERS}`, handler: changesHandler(2) });
    await screen.findByText('change 1');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV export failed at page 2 of 2, no file saved: statement timeout')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
