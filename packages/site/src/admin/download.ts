/**
 * Downloads `url` without leaving the page: a link with `download`, clicked, so whatever the answer is
 * (the CSV, or an error) is saved as a file rather than shown in place of the admin.
 */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}
