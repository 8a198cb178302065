/** The item open after a click: clicking the open item closes it, any other opens alone. */
export function nextOpenItem(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
