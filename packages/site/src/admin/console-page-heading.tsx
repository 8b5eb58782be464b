import { useDocumentTitle } from './use-document-title';

/** A console page's h1 and lead, and its tab title. */
export function ConsolePageHeading({ documentTitle, title, lead }: { documentTitle: string; title: string; lead: string }) {
  useDocumentTitle(documentTitle);
  return (
    <div>
      <h1 className="text-headline font-semibold text-foreground">{title}</h1>
      <p className="mt-2 text-lead text-muted">{lead}</p>
    </div>
  );
}
