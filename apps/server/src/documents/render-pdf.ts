import PDFDocument from 'pdfkit';

export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface DocumentContent {
  title: string;
  /** Shown under the title, e.g. 'Voimassa 1.1.2026 alkaen'. */
  subtitle: string;
  intro: string[];
  sections: DocumentSection[];
}

/** Page margin in points; the helpers below share it with other PDFs (invoices). */
export const margin = 56;
/** The standard fonts cover ä, ö and å without embedding a font file. */
export const bodyFont = 'Helvetica';
export const boldFont = 'Helvetica-Bold';

function writeSection(doc: PDFKit.PDFDocument, section: DocumentSection, number: number): void {
  doc.moveDown(0.8).font(boldFont).fontSize(13).text(`${number}. ${section.heading}`);
  doc.moveDown(0.3).font(bodyFont).fontSize(11);
  for (const paragraph of section.paragraphs ?? []) {
    doc.text(paragraph, { align: 'left' }).moveDown(0.4);
  }
  for (const item of section.items ?? []) {
    doc.text(`•  ${item}`, { indent: 12 }).moveDown(0.2);
  }
}

/** Writes '{brand} · sivu n/N' at the foot of every page (the document needs `bufferPages`). */
export function writePageNumbers(doc: PDFKit.PDFDocument, brandName: string): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing inside the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(bodyFont)
      .fontSize(9)
      .fillColor('#555555')
      .text(
        `${brandName} · sivu ${index + 1}/${range.count}`,
        margin,
        doc.page.height - margin / 2 - 9,
        { width: doc.page.width - 2 * margin, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A Finnish A4 document with buffered pages, and its bytes once `doc.end()` has been called.
 * Attach nothing else to the document's stream: `bytes` collects it.
 */
export function createPdfDocument(info: { title: string; author: string }): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: 'fi-FI',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.title },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** Renders a titled, numbered Finnish document to PDF bytes (Helvetica covers ä, ö and å). */
export function renderPdf(content: DocumentContent, brandName: string): Promise<Buffer> {
  const { doc, bytes: done } = createPdfDocument({ title: content.title, author: brandName });

  doc.font(boldFont).fontSize(20).fillColor('#000000').text(content.title);
  doc.moveDown(0.2).font(bodyFont).fontSize(10).fillColor('#555555').text(content.subtitle);
  doc.fillColor('#000000').fontSize(11).moveDown(0.8);
  for (const paragraph of content.intro) doc.text(paragraph).moveDown(0.4);
  content.sections.forEach((section, index) => writeSection(doc, section, index + 1));
  writePageNumbers(doc, brandName);
  doc.end();
  return done;
}
