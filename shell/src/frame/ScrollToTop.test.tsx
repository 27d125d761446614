import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SCROLL_TO_TOP_DELAY_MS, ScrollToTop } from './ScrollToTop';

function Page() {
  return (
    <>
      <ScrollToTop />
      <section id="voting">How voting works</section>
    </>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => jest.useRealTimers());

async function open(path: string) {
  const router = createMemoryRouter([{ path: '/guide', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  await act(async () => jest.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
}

it('scrolls to the top after a page opens', async () => {
  await open('/guide');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

it("scrolls to the section a link's #id names instead", async () => {
  await open('/guide#voting');
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
  expect(window.scrollTo).not.toHaveBeenCalled();
});

it('scrolls to the top when no element has the id', async () => {
  await open('/guide#nowhere');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});
