import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { OrderIntakeForm } from '@contracts/orders';
import { formatDate } from '@/lib/format';
import { answerGroups } from '@/lib/intake-answers';
import { flagDetail, flagLabel } from './screening-flags';

/** What the PDF prints: the doctor's order detail and the partner's and admin's intake form (`GET .../orders/{id}/intake`) both carry it. */
export type IntakePdfOrder = Pick<
  OrderIntakeForm,
  'number' | 'createdAt' | 'patientName' | 'patientState' | 'productName' | 'dose' | 'bmi' | 'screeningFlags' | 'questionsList' | 'answers'
>;

export interface IntakePdfBrand {
  productName: string;
}

export const INTAKE_PDF_TITLE = 'Patient Intake Form';
export const PDF_FOOTER_TEXT = 'Confidential: contains protected health information';

// US Letter in points, with margins wide enough for a hole punch and for printers that clip edges.
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { x: 54, top: 60, bottom: 64 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.1, 0.12, 0.14);
const MUTED = rgb(0.3, 0.33, 0.36);
const BRAND = rgb(0.05, 0.36, 0.41);
const FLAG = rgb(0.42, 0.26, 0);

// The standard fonts encode WinAnsi only: anything else a patient typed would make pdf-lib throw.
const REPLACEMENTS: Record<string, string> = { '≥': '>=', '≤': '<=', '→': '->', '←': '<-', '✓': 'v', '−': '-', '\t': ' ' };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface TextStyle {
  font?: 'regular' | 'bold';
  size?: number;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  /** Space after the block, in points. */
  after?: number;
}

class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly supported: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningHead: string,
  ) {
    this.supported = new Set(fonts.regular.getCharacterSet());
    this.addPage(true);
  }

  private addPage(first = false) {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
    if (!first) {
      this.page.drawText(this.clean(this.runningHead), {
        x: MARGIN.x,
        y: PAGE.height - 36,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
      this.y -= 6;
    }
  }

  clean(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      const swap = REPLACEMENTS[ch];
      if (swap !== undefined) out += swap;
      else out += this.supported.has(ch.codePointAt(0) ?? 0) ? ch : '?';
    }
    return out;
  }

  /** Splits text into lines that fit `width`, breaking words longer than a line. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, { font = 'regular', size = 10, color = INK, indent = 0, after = 0 }: TextStyle = {}) {
    const face = this.fonts[font];
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, face, size, CONTENT_WIDTH - indent)) {
      if (this.y - lineHeight < MARGIN.bottom) this.addPage();
      this.y -= lineHeight;
      if (line) this.page.drawText(line, { x: MARGIN.x + indent, y: this.y, size, font: face, color });
    }
    this.y -= after;
  }

  /** Starts a block on a new page when less than `height` points are left, so a heading is not left alone. */
  keep(height: number) {
    if (this.y - height < MARGIN.bottom) this.addPage();
  }

  rule() {
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: PAGE.width - MARGIN.x, y: this.y }, thickness: 0.6, color: MUTED });
    this.y -= 10;
  }

  footers() {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const size = 8;
      page.drawText(PDF_FOOTER_TEXT, { x: MARGIN.x, y: 36, size, font: this.fonts.regular, color: MUTED });
      const label = `Page ${index + 1} of ${pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(label, size);
      page.drawText(label, { x: PAGE.width - MARGIN.x - width, y: 36, size, font: this.fonts.regular, color: MUTED });
    });
  }
}

/** The patient's intake as a printable PDF: header, patient, screening flags, every answer, page numbers. */
export async function buildIntakePdf(order: IntakePdfOrder, brand: IntakePdfBrand, generatedAt: Date = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${INTAKE_PDF_TITLE} - Order #${order.number}`;
  doc.setTitle(title);
  doc.setSubject(`Intake answers of ${order.patientName}`);
  doc.setAuthor(brand.productName);
  doc.setCreator(brand.productName);
  doc.setProducer(brand.productName);
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);

  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new PdfWriter(doc, fonts, `${brand.productName} · ${title} · ${order.patientName}`);

  w.text(brand.productName, { font: 'bold', size: 12, color: BRAND, after: 2 });
  w.text(INTAKE_PDF_TITLE, { font: 'bold', size: 20, after: 4 });
  w.text(`Order #${order.number} · placed ${formatDate(order.createdAt)} · generated ${formatDate(generatedAt.toISOString())}`, {
    size: 10,
    color: MUTED,
  });
  w.rule();

  w.text('Patient', { font: 'bold', size: 13, after: 2 });
  w.text(`Name: ${order.patientName}`);
  w.text(`State: ${order.patientState ?? 'Not given'}`);
  w.text(`BMI: ${order.bmi === null ? 'Not recorded' : order.bmi.toFixed(1)}`);
  w.text(`Medication: ${order.productName} ${order.dose}`, { after: 8 });

  w.keep(40);
  w.text('Screening flags', { font: 'bold', size: 13, after: 2 });
  if (order.screeningFlags.length === 0) w.text('None', { after: 8 });
  for (const flag of order.screeningFlags) {
    w.text(`${flagLabel(flag)}${flag.severity === 'HARD_STOP' ? ' (hard stop)' : ''}`, { font: 'bold', color: FLAG });
    w.text(flagDetail(flag), { indent: 12, after: 4 });
  }
  w.rule();

  w.text('Intake answers', { font: 'bold', size: 13, after: 4 });
  const groups = answerGroups(order.questionsList, order.answers);
  if (groups.length === 0) w.text('No intake answers on file.');
  for (const group of groups) {
    w.keep(60);
    w.text(group.title, { font: 'bold', size: 11, color: BRAND, after: 3 });
    for (const row of group.rows) {
      w.keep(30);
      w.text(row.question, { font: 'bold', size: 10 });
      w.text(row.answer, { indent: 12, color: row.missing ? MUTED : INK, after: 6 });
    }
  }

  w.footers();
  return doc.save();
}
