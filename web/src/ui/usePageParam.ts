import { useSearchParams } from 'react-router-dom';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The page being looked at, kept in `?page=` so it survives reloads and the Back button. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (page <= 1) updated.delete('page');
      else updated.set('page', String(page));
      return updated;
    });
  };
  return [pageFrom(params.get('page')), setPage];
}
