export { LegalDocument, type LegalBlock, type LegalDetail, type LegalDocumentProps, type LegalSection } from './legal-document';
