import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

describe('output.dir', () => {
  it('defaults to src/wallet-kit', () => {
    expect(resolve().output.dir).toBe('src/wallet-kit');
  });

  it('keeps a relative folder and normalises "./", backslashes and trailing slashes', () => {
    expect(resolve({ output: { dir: './app/kit/' } }).output.dir).toBe('app/kit');
    expect(resolve({ output: { dir: 'app\\kit' } }).output.dir).toBe('app/kit');
  });

  it('refuses a path with ".."', () => {
    expect(issueAt({ output: { dir: 'src/../../x' } }, 'output.dir')?.message).toBe(
      'Must not contain ".." (stay inside the project)',
    );
  });

  it('refuses an absolute path', () => {
    expect(issueAt({ output: { dir: '/tmp/kit' } }, 'output.dir')?.message).toMatch(
      /relative path/,
    );
    expect(issueAt({ output: { dir: 'C:\\kit' } }, 'output.dir')?.message).toMatch(/relative path/);
  });

  it('refuses the project root itself', () => {
    expect(issueAt({ output: { dir: '.' } }, 'output.dir')).toBeDefined();
    expect(issueAt({ output: { dir: '' } }, 'output.dir')).toBeDefined();
  });
});
