import { useSearchParams } from 'react-router';

/** A `?page=` value: a whole number from 1; anything else is the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The parameters of a paged list, kept in the URL query so that reloading or sharing the link
 * shows the same page.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  /** Changes some parameters; an empty value, or page 1, is left out of the URL. */
  function update(changes: Record<string, string | number | undefined>) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        const isDefault = value === undefined || value === '' || (name === 'page' && value === 1);
        if (isDefault) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  }

  return { searchParams, page: parsePage(searchParams.get('page')), update };
}
