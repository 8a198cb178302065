/** Route `handle` flags read by the admin shell. */
export type AdminRouteHandle = { hideSidebar?: boolean };

export const HIDE_SIDEBAR: AdminRouteHandle = { hideSidebar: true };

export function hidesSidebar(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'hideSidebar' in handle && handle.hideSidebar === true
  );
}
