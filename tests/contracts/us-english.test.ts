import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product is for US patients and clinicians: every word a user reads is US English. This reads the code's lines
 * that are not comments (strings, JSX text, messages, API descriptions) in the client, the contracts and the server;
 * the enums' upper-case values (CANCELLED) are the spec's and not read as words.
 */
const BRITISH =
  /\b([Cc]ancell(ed|ing)|[Ee]-mail(s|ed|ing)?|[Ll]icence[sd]?|[Cc]olour(s|ed)?|[Pp]rogramme[sd]?|[Oo]rganis(e|ed|ation|ations)|[Aa]uthoris(e|ed|ation)|[Bb]ehaviour(s)?|[Cc]entre(s)?|[Ff]avourite(s)?|[Cc]atalogue(s)?)\b/;

/** Lines that are not what a user reads: the job queue's own state names. */
const ALLOWED = [/state = 'cancelled'/];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

const isComment = (line: string) => /^\s*(\*|\/\/|\/\*)/.test(line);

export function britishWords(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !isComment(line) && !ALLOWED.some((allowed) => allowed.test(line)))
    .flatMap((line) => BRITISH.exec(line)?.[0] ?? []);
}

describe('US English', () => {
  it('finds a British spelling in a string and leaves comments alone', () => {
    expect(britishWords("const message = 'This order was cancelled';")).toEqual(['cancelled']);
    expect(britishWords('<Typography>Your e-mail</Typography>')).toEqual(['e-mail']);
    expect(britishWords('// a cancelled order\n * the licence')).toEqual([]);
  });

  it.each(['src', 'contracts', 'server'])('no British spelling in what %s shows', (dir) => {
    const found = sourceFiles(dir).flatMap((file) => britishWords(readFileSync(file, 'utf8')).map((word) => `${file}: ${word}`));
    expect(found).toEqual([]);
  });
});
