import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Question } from '@contracts/onboarding';
import { buildIntakePdf } from '@/lib/intake-pdf';
import { DIABETES_FLAG, KIDNEY_FLAG, orderDetail, uuid } from './fixtures';

const brand = { productName: 'Lumen Health' };

describe('buildIntakePdf', () => {
  it('builds a real PDF titled after the order', async () => {
    const bytes = await buildIntakePdf(
      orderDetail({ screeningFlags: [KIDNEY_FLAG, DIABETES_FLAG] }),
      brand,
      new Date('2026-03-12T12:00:00Z'),
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Patient Intake Form - Order #1042');
    expect(doc.getAuthor()).toBe('Lumen Health');
  });

  it('wraps a long questionnaire onto more pages, even with text the standard fonts cannot draw', async () => {
    const questions: Question[] = Array.from({ length: 60 }, (_, i) => ({
      id: uuid(100 + i),
      key: `q${i}`,
      step: i < 30 ? 'health' : 'history',
      position: i,
      text: `Question ${i}: describe anything else your doctor should know about your health history in detail?`,
      help: null,
      type: 'TEXT',
      options: [],
      required: false,
      shownWhen: null,
    }));
    const answers = Object.fromEntries(
      questions.map((q, i) => [
        q.id,
        `${'A very long answer that must wrap over several lines. '.repeat(4)}Dose ≥ 2 mg → fine ✓ 日本 ${i}`,
      ]),
    );
    const bytes = await buildIntakePdf(orderDetail({ questionsList: questions, answers }), brand);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toMatch(/^Patient Intake Form/);
  });

  it('builds a page for an order without questions or flags', async () => {
    const bytes = await buildIntakePdf(orderDetail({ questionsList: [], answers: {}, bmi: null }), brand);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
  });
});
