import { useSearchParams } from 'react-router-dom';

const PARAM = 'session';

/**
 * The conversation open in the viewer, kept in `?session=` so a reload or the Back button
 * brings back what was on screen. The page (`?page=`) is kept as it is.
 */
export function useSelectedSession() {
  const [params, setParams] = useSearchParams();
  const withSession = (id: string | null) => {
    const updated = new URLSearchParams(params);
    if (id === null) updated.delete(PARAM);
    else updated.set(PARAM, id);
    return updated;
  };
  const selectedId = params.get(PARAM);
  return {
    selectedId: selectedId === '' ? null : selectedId,
    /** Where a link opening session `id` goes: this page with `?session=id`. */
    linkTo: (id: string) => `?${withSession(id).toString()}`,
    close: () => {
      setParams(withSession(null));
    },
  };
}
