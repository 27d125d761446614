import {
  breadcrumbCleared,
  breadcrumbPending,
  breadcrumbSet,
  breadcrumbsSlice,
  selectBreadcrumb,
  selectIsBreadcrumbPending,
  type BreadcrumbsState,
} from './breadcrumbs';

const { reducer } = breadcrumbsSlice;

function run(...actions: Parameters<typeof reducer>[1][]): { breadcrumbs: BreadcrumbsState } {
  return { breadcrumbs: actions.reduce(reducer, reducer(undefined, { type: '@@init' })) };
}

describe('breadcrumbs', () => {
  it('gets nothing for a path no page published', () => {
    const state = run();
    expect(selectBreadcrumb(state, '/admin/cohorts/7')).toBeUndefined();
    expect(selectIsBreadcrumbPending(state, '/admin/cohorts/7')).toBe(false);
  });

  it('marks a path pending', () => {
    const state = run(breadcrumbPending('/admin/cohorts/7'));
    expect(selectIsBreadcrumbPending(state, '/admin/cohorts/7')).toBe(true);
    expect(selectIsBreadcrumbPending(state, '/admin/cohorts/8')).toBe(false);
  });

  it('gets a breadcrumb once set, and setting it clears the pending mark', () => {
    const state = run(
      breadcrumbPending('/admin/cohorts/7'),
      breadcrumbSet({ path: '/admin/cohorts/7', breadcrumb: { label: 'Spring 2025' } }),
    );
    expect(selectBreadcrumb(state, '/admin/cohorts/7')).toEqual({ label: 'Spring 2025' });
    expect(selectIsBreadcrumbPending(state, '/admin/cohorts/7')).toBe(false);
  });

  it('clears one path and keeps the others', () => {
    const state = run(
      breadcrumbSet({ path: '/a', breadcrumb: { label: 'A' } }),
      breadcrumbSet({ path: '/b', breadcrumb: { label: 'B' } }),
      breadcrumbPending('/a'),
      breadcrumbCleared('/a'),
    );
    expect(selectBreadcrumb(state, '/a')).toBeUndefined();
    expect(selectIsBreadcrumbPending(state, '/a')).toBe(false);
    expect(selectBreadcrumb(state, '/b')).toEqual({ label: 'B' });
  });

  it('clears every path when none is given', () => {
    const state = run(
      breadcrumbSet({ path: '/a', breadcrumb: { label: 'A' } }),
      breadcrumbPending('/b'),
      breadcrumbCleared(),
    );
    expect(selectBreadcrumb(state, '/a')).toBeUndefined();
    expect(selectIsBreadcrumbPending(state, '/b')).toBe(false);
  });
});
