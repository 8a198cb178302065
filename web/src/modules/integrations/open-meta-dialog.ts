/** Leaves the app for Meta's OAuth dialog; Meta brings the owner back to the callback page. */
export function openMetaDialog(dialogUrl: string): void {
  window.location.assign(dialogUrl);
}
