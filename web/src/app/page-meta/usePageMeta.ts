import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMetaFor } from './page-meta';

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/** Keeps the tab title and the description tags in step with the page on every navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = pageMetaFor(pathname);
    document.title = title;
    setMetaContent('meta[name="description"]', description);
    setMetaContent('meta[property="og:title"]', title);
    setMetaContent('meta[property="og:description"]', description);
  }, [pathname]);
}
