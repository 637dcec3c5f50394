import { describe, expect, it } from 'vitest';
import { SALES_TEXTS } from '../../src/server/documents/salesReportTexts';

describe('line counts in the sales documents follow each language\'s plural rules', () => {
  it('1 línea, 2 líneas; 1 line, 0 lines; 0 ligne, 2 lignes; 1 riga, 5 righe', () => {
    expect([1, 2, 1250].map(SALES_TEXTS.es.lineCount)).toEqual(['1 línea', '2 líneas', '1.250 líneas']);
    expect([1, 0].map(SALES_TEXTS.en.lineCount)).toEqual(['1 line', '0 lines']);
    expect([0, 1, 2].map(SALES_TEXTS.fr.lineCount)).toEqual(['0 ligne', '1 ligne', '2 lignes']);
    expect([1, 5].map(SALES_TEXTS.it.lineCount)).toEqual(['1 riga', '5 righe']);
  });
});
